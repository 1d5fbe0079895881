// Orders: quotes and placement (stock and coupons taken atomically), reading and listing, status changes,
// tracking, invoices and the mails that go with them.
export * from './contract';
export * from './coupon-answer';
export * from './invoices';
export * from './lines';
export * from './mail';
export * from './pages';
export * from './place';
export * from './quote';
export * from './read';
export * from './status';
export * from './stock';
export * from './tracking';
export * from './wire';
