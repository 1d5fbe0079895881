import { productUpdateSchema } from '@/lib/domain/validation/product-admin';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { actorOf } from '@/lib/server/accounts';
import { deleteProduct, getProduct, updateProduct } from '@/lib/server/catalog';
import { endpoint, ok, parseOr422, readJsonAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const id = parseOr422(productIdSchema, params.id);
    return ok(await getProduct(id, await caller()), { message: 'Product retrieved successfully' });
  },
  PUT: async ({ req, params, caller, ip }) => {
    const actor = actorOf(await caller(), ip);
    const id = parseOr422(productIdSchema, params.id);
    const input = await readJsonAs(req, productUpdateSchema);
    return ok(await updateProduct(id, input, actor), { message: 'Product updated successfully' });
  },
  DELETE: async ({ params, caller, ip }) => {
    const actor = actorOf(await caller(), ip);
    const result = await deleteProduct(parseOr422(productIdSchema, params.id), actor);
    return ok(result, { message: result.archived ? 'Product archived: it appears in past orders.' : 'Product deleted successfully' });
  },
});
