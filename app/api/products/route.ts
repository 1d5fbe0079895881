import { productQuerySchema } from '@/lib/domain/validation/product-query';
import { canSeeAllStatuses, listProducts, listPublicProducts } from '@/lib/server/catalog';
import { endpoint, forbidden, ok, readQueryAs } from '@/lib/server/http';
import { createProductHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const query = readQueryAs(url, productQuerySchema);
    const who = await caller();
    if (canSeeAllStatuses(who)) return ok(await listProducts(query, who), { message: 'Products retrieved successfully' });
    if (query.status && query.status !== 'active') throw forbidden('Only active products are public.');
    return ok(await listPublicProducts(query), { message: 'Products retrieved successfully' });
  },
  POST: createProductHandler,
});
