import { productIdSchema } from '@/lib/domain/validation/product-query';
import { getProductStock } from '@/lib/server/catalog';
import { endpoint, ok, parseOr422 } from '@/lib/server/http';
import { productStockHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const id = parseOr422(productIdSchema, params.id);
    return ok(await getProductStock(await caller(), id));
  },
  PUT: productStockHandler,
});
