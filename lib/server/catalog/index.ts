// Catalog: products and categories for the shop and the /api contract (cached), and their back-office writes.
// Every data function takes the caller first: reads are public (staff also see unlisted statuses), writes
// and the back-office list are staff only.
export { categoriesAnswer, listCategories, resolveCategory } from './categories';
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
export {
  getProduct,
  getProductStock,
  getPublicProduct,
  savedProducts,
  listActiveProductStamps,
  listProducts,
  productAnswer,
  productListAnswer,
  type ProductStock,
  type ScopedAnswer,
} from './products';
export { requestBackInStock } from './back-in-stock';
export { productSharePicture } from './share-picture';
export { loadShopView } from './shop-page';
