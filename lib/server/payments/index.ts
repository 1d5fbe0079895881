// Order payments through Easebuzz (or cash on delivery): initiation, settlement from callbacks and webhooks,
// refunds, the sandbox switch and the sandbox's inbox (the mail a test payment produced). The gateways' clients live in easebuzz/ and razorpay/.
// Callbacks, webhooks and the reconciliation job call in as system callers (accounts/system-caller.ts).
export { gatewayReturn, initiateFromBody, objectBody, PaymentNotStarted, placeAndPay } from './order-payment';
export { gatewayMode, isSandboxEnabled, paymentModeReport, type GatewayName } from './mode';
export { paymentMethods, paymentStatus, paymentWire } from './read';
export { refundableLeft, refundOrder, refundOrderInFull, refundPayment, refundStatusFor, refundWire } from './refunds';
export { giveUpOrder, settleEasebuzz, type PaymentRow, type Settlement } from './settle';
export { receiveEasebuzzWebhook } from './webhook';
export { duplicatePaymentsForStaff, refundDuplicatePayment, refundWaitingDuplicates } from './duplicates';
export { sandboxInbox } from './sandbox-inbox';
