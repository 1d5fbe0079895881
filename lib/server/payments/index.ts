// Order payments through Easebuzz: starting one (for an order lib/server/checkout just placed, or one placed
// before), settlement from callbacks and webhooks, refunds, the sandbox switch and the sandbox's inbox (the mail a test payment produced). The gateways' clients live in easebuzz/ and razorpay/.
// Callbacks, webhooks and the reconciliation job call in as system callers (accounts/system-caller.ts).
export { gatewayReturn, settlementText } from './gateway-return';
export { limitPaymentStarts, openPayment, payPlacedOrder, type PaymentStart } from './initiate';
export { pickReturnUrls, type ReturnUrls } from './return-urls';
export { gatewayMode, isSandboxEnabled, paymentModeReport, type GatewayName } from './mode';
export { paymentMethods, paymentStatus, paymentWire } from './read';
export { refundableLeft, refundOrder, refundOrderInFull, refundOwnOrder, refundPayment, refundStatusFor, refundWire } from './refunds';
export { giveUpOrder, settleEasebuzz, type PaymentRow, type Settlement } from './settle';
export { receiveEasebuzzWebhook } from './webhook';
export { duplicatePaymentsForStaff, refundDuplicatePayment, refundWaitingDuplicates } from './duplicates';
export { sandboxInbox } from './sandbox-inbox';
