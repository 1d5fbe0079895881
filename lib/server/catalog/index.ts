// Catalog: products and categories for the shop and the /api contract (cached), and their back-office writes.
// Every data function takes the caller first: reads are public (staff also see unlisted statuses), writes
// and the back-office list are staff only.
export { listCategories, resolveCategory, type Category } from './categories';
export {
  bulkDeleteProducts,
  createProduct,
  deleteProduct,
  setProductStatus,
  setProductStock,
  setProductsStatus,
  updateProduct,
} from './product-admin';
export {
  bulkDeleteHandler,
  bulkStatusHandler,
  createProductHandler,
  deleteProductHandler,
  productStatusHandler,
  productStockHandler,
  updateProductHandler,
} from './product-admin-handlers';
export { categoryOptions, exportProductsCsv, listProductsForStaff, productForEdit } from './product-admin-list';
export type { AdminWireProduct } from './product-admin-view';
export { productImagePath, type WireProduct } from './product-wire';
export { getProduct, getProductStock, getPublicProduct, listActiveProductStamps, listProducts } from './products';
export { loadShopView } from './shop-page';
