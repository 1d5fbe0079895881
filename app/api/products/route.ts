import { productQuerySchema } from '@/lib/domain/validation/product-query';
import { listProducts } from '@/lib/server/catalog';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';
import { createProductHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const query = readQueryAs(url, productQuerySchema);
    return ok(await listProducts(await caller(), query), { message: 'Products retrieved successfully' });
  },
  POST: createProductHandler,
});
