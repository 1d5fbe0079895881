// Catalog: products and categories for the shop and the /api contract (cached), and their back-office writes.
export * from './categories';
export * from './product-admin';
export * from './product-admin-list';
export * from './product-admin-view';
export * from './product-wire';
export * from './products';
export * from './shop-page';
