// Checkout: placing an order, the one use case behind every door that places one (POST /api/orders, POST
// /api/payments/initiate with the order in its body, the checkout form). It sits above orders and payments.
export { PaymentNotStarted, placeOrder, type OrderDoor, type OrderPlacement } from './place-order';
export { placedOrderWire } from './answers';
export { lookupPincode, type PincodePlace } from './pincodes';
