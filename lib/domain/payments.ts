/** Where a payment went through: the order gateway, the donation gateway, cash on delivery or an offline gift. */
export type Gateway = 'easebuzz' | 'razorpay' | 'cod' | 'offline';
/** Sandbox payments never move money (the built-in sandbox, DESIGN.md §6). */
export type PaymentMode = 'live' | 'sandbox';
