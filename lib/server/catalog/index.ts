// Catalog: products and categories for the shop and the /api contract (cached), and their back-office writes.
// Every data function takes the caller first: reads are public (staff also see unlisted statuses), writes
// and the back-office list are staff only.
export { listCategories, resolveCategory } from './categories';
export {
  bulkDeleteProducts,
  createProduct,
  deleteProduct,
  setProductStatus,
  setProductStock,
  setProductsStatus,
  updateProduct,
} from './product-admin';
export { categoryOptions, exportProductsCsv, listProductsForStaff, productForEdit } from './product-admin-list';
export { productImagePath } from './product-wire';
export { getProduct, getProductStock, getPublicProduct, listActiveProductStamps, listProducts, type ProductStock } from './products';
export { loadShopView, type ShopView } from './shop-page';
