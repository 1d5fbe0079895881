// Cart: a signed-in user's cart lines, counts and totals.
export * from './cart';
