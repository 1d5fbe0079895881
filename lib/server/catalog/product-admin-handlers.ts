import 'server-only';
import { z } from 'zod';
import {
  missingProductFields,
  productBulkDeleteSchema,
  productBulkStatusSchema,
  productCreateSchema,
  productStatusSchema,
  productStockSchema,
  productUpdateSchema,
} from '@/lib/domain/validation/product-admin';
import { actorOf } from '@/lib/server/accounts';
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

export const createProductHandler: Handler = async ({ req, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const body = await readJson(req);
  const missing = missingProductFields(body);
  if (missing.length > 0) {
    throw validationFailed(
      Object.fromEntries(missing.map((f) => [f, [`The ${f.replace('_', ' ')} field is required.`]])),
      `Missing required fields: ${missing.join(', ')}`,
    );
  }
  const input = parseOr422(productCreateSchema, body);
  return created(await createProduct(input, actor), { message: 'Product created successfully' });
};

export const updateProductHandler: Handler = async ({ req, params, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const id = productId(params);
  const input = await readJsonAs(req, productUpdateSchema);
  return ok(await updateProduct(id, input, actor), { message: 'Product updated successfully' });
};

export const deleteProductHandler: Handler = async ({ params, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const result = await deleteProduct(productId(params), actor);
  return ok(result, {
    message: result.archived ? 'Product archived: it appears in past orders.' : 'Product deleted successfully',
  });
};

export const productStatusHandler: Handler = async ({ req, params, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const id = productId(params);
  const { status } = await readJsonAs(req, productStatusSchema);
  return ok(await setProductStatus(id, status, actor), { message: 'Product status updated successfully' });
};

export const productStockHandler: Handler = async ({ req, params, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const id = productId(params);
  const { stock_quantity } = await readJsonAs(req, productStockSchema);
  return ok(await setProductStock(id, stock_quantity, actor), { message: 'Stock updated successfully' });
};

export const bulkDeleteHandler: Handler = async ({ req, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const { ids } = await readJsonAs(req, productBulkDeleteSchema);
  const result = await bulkDeleteProducts(ids, actor);
  const count = result.deleted.length + result.archived.length;
  return ok(result, { message: `${count} product(s) deleted successfully` });
};

export const bulkStatusHandler: Handler = async ({ req, caller, ip }) => {
  const actor = actorOf(await caller(), ip);
  const { ids, status } = await readJsonAs(req, productBulkStatusSchema);
  const updated = await setProductsStatus(ids, status, actor);
  return ok({ updated, status }, { message: `${updated.length} product(s) updated successfully` });
};
