// Orders: quotes and the order's transaction (stock and coupons taken atomically; lib/server/checkout places), reading and listing, status changes,
// tracking, invoices and the mails that go with them. Guests may quote, place and track; reading needs the
// owner or staff; status changes need staff; the back-office's list is staff's, its refund an admin's.
// The GST sales register (the orders export for the accounts) is an admin's.
// Whole-shop counts and revenue (net of refunds, sandbox left out) come from the rollups the dashboard shares.
export { mayReachOrder, orderAccessTicket } from './access';
export { limitGuestHolds, limitGuestOrders } from './guest-limit';
export { accountsAtCodCaps } from './cod-holds';
export { checkStockLines } from './stock-query';
export { couponAnswer, limitCouponAttempts } from './coupon-check';
export { releaseCouponUse, retakeCouponUse } from './coupons';
export { creditNotePdf, invoicePdf, invoiceWire, isInvoiced, issueCreditNoteIn, issueInvoice, issueInvoiceIn } from './invoices';
export { documentsOf, type OrderDocuments } from './documents';
export { insufficientStock } from './lines';
export { enqueueOrderConfirmation, enqueueRefundMail, enqueueStatusMail } from './mail';
export { listMyOrders, myOrder, type MyOrder } from './my-orders';
export { checkoutPrefill, orderForResultPage, retryCheckoutValues } from './checkout-pages';
export { recordOrder, type PlacedOrder } from './place';
export { checkoutQuote, checkStock, quoteOrder } from './quote';
export { getOrderFor, listBackOfficeOrders, listOrders, orderStatusCounts, orderSummary } from './read';
export { rolledUpAllOrders, rolledUpRevenue, rolledUpRevenueDays } from './rollups';
export { releaseStock, takeStock } from './stock';
export { salesRegisterCsv } from './sales-register';
export { trackOrder } from './tracking';
export { itemNamesIn } from './item-names';
export { orderWire, type OrderRow } from './wire';
