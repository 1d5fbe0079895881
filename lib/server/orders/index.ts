// Orders: quotes and placement (stock and coupons taken atomically), reading and listing, status changes,
// tracking, invoices and the mails that go with them. Guests may quote, place and track; reading needs the
// owner or staff; status changes need staff.
export { checkStockLines, limitGuestOrders, placedOrderWire } from './contract';
export { couponAnswer } from './coupon-answer';
export { INVOICE_LINK_EXPIRED, invoicePdf, invoiceWire, issueInvoice } from './invoices';
export { insufficientStock } from './lines';
export { enqueueOrderConfirmation } from './mail';
export { checkoutPrefill, hasCartItems, orderForResultPage } from './pages';
export { placeOrder } from './place';
export { checkStock, quoteOrder } from './quote';
export { getOrderFor, listOrders, orderSummary } from './read';
export { cancelOrder, updateOrderStatus } from './status';
export { releaseStock, takeStock } from './stock';
export { trackOrder } from './tracking';
export type { OrderRow } from './wire';
