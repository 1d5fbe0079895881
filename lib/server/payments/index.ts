// Order payments through Easebuzz (or cash on delivery): initiation, settlement from callbacks and webhooks,
// refunds, and the sandbox switch. The gateways' clients live in easebuzz/ and razorpay/.
export * from './contract';
export * from './form';
export * from './initiate';
export * from './mode';
export * from './read';
export * from './refunds';
export * from './settle';
export * from './webhook';
