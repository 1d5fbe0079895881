// An order's status changes: the buyer's cancel, staff's status changes and the admin's refund. A change may
// refund through the gateway, so this sits above orders and payments (payments settles orders; it never
// changes their status by hand).
export { cancelOrder, deleteOrderByOffice, refundOrderFromBackOffice, updateOrderStatus } from './status';
