// Cart: a signed-in user's cart lines, counts and totals. cartLines and emptyCartOf are steps of the orders
// feature's caller-checked reads and writes (they take its transaction and the buyer's id).
export { addToCart, cartCount, cartLines, clearCart, emptyCartOf, getCart, removeCartItem, totalsWire, updateCartItem } from './cart';
export { cartView } from './view';
export { claimPendingAdd, PENDING_ADD_COOKIE, PENDING_ADD_SECONDS, pendingAddValue, type PendingAddOutcome } from './pending-add';
