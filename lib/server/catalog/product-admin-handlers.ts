import 'server-only';
import { z } from 'zod';
import { requireStaff } from '@/lib/server/accounts';
import {
  missingProductFields,
  productBulkDeleteSchema,
  productBulkStatusSchema,
  productCreateSchema,
  productStatusSchema,
  productStockSchema,
  productUpdateSchema,
} from '@/lib/domain/validation/product-admin';
import {
  bulkDeleteProducts,
  createProduct,
  deleteProduct,
  setProductStatus,
  setProductStock,
  setProductsStatus,
  updateProduct,
} from './product-admin';
import { created, ok, parseOr422, readJson, readJsonAs, validationFailed, type Handler } from '@/lib/server/http';

// The back-office's product write handlers, kept apart from the route files so that the catalog's read
// handlers (GET) and these writes can share app/api/products/... files without both owning them.

const idParam = z.coerce.number().int().positive();
const productId = (params: Record<string, string>) => parseOr422(z.object({ id: idParam }), params).id;

export const createProductHandler: Handler = async ({ req, caller }) => {
  const actor = requireStaff(await caller());
  const body = await readJson(req);
  const missing = missingProductFields(body);
  if (missing.length > 0) {
    throw validationFailed(
      Object.fromEntries(missing.map((f) => [f, [`The ${f.replace('_', ' ')} field is required.`]])),
      `Missing required fields: ${missing.join(', ')}`,
    );
  }
  const input = parseOr422(productCreateSchema, body);
  return created(await createProduct(actor, input), { message: 'Product created successfully' });
};

export const updateProductHandler: Handler = async ({ req, params, caller }) => {
  const actor = requireStaff(await caller());
  const id = productId(params);
  const input = await readJsonAs(req, productUpdateSchema);
  return ok(await updateProduct(actor, id, input), { message: 'Product updated successfully' });
};

export const deleteProductHandler: Handler = async ({ params, caller }) => {
  const actor = requireStaff(await caller());
  const result = await deleteProduct(actor, productId(params));
  return ok(result, {
    message: result.archived ? 'Product archived: it appears in past orders.' : 'Product deleted successfully',
  });
};

export const productStatusHandler: Handler = async ({ req, params, caller }) => {
  const actor = requireStaff(await caller());
  const id = productId(params);
  const { status } = await readJsonAs(req, productStatusSchema);
  return ok(await setProductStatus(actor, id, status), { message: 'Product status updated successfully' });
};

export const productStockHandler: Handler = async ({ req, params, caller }) => {
  const actor = requireStaff(await caller());
  const id = productId(params);
  const { stock_quantity } = await readJsonAs(req, productStockSchema);
  return ok(await setProductStock(actor, id, stock_quantity), { message: 'Stock updated successfully' });
};

export const bulkDeleteHandler: Handler = async ({ req, caller }) => {
  const actor = requireStaff(await caller());
  const { ids } = await readJsonAs(req, productBulkDeleteSchema);
  const result = await bulkDeleteProducts(actor, ids);
  const count = result.deleted.length + result.archived.length;
  return ok(result, { message: `${count} product(s) deleted successfully` });
};

export const bulkStatusHandler: Handler = async ({ req, caller }) => {
  const actor = requireStaff(await caller());
  const { ids, status } = await readJsonAs(req, productBulkStatusSchema);
  const updated = await setProductsStatus(actor, ids, status);
  return ok({ updated, status }, { message: `${updated.length} product(s) updated successfully` });
};
