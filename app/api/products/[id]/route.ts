import { productIdSchema } from '@/lib/domain/validation/product-query';
import { getProduct } from '@/lib/server/catalog';
import { endpoint, ok, parseOr422 } from '@/lib/server/http';
import { deleteProductHandler, updateProductHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const id = parseOr422(productIdSchema, params.id);
    return ok(await getProduct(await caller(), id), { message: 'Product retrieved successfully' });
  },
  PUT: updateProductHandler,
  DELETE: deleteProductHandler,
});
