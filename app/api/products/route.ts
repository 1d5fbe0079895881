import { missingProductFields, productCreateSchema } from '@/lib/domain/validation/product-admin';
import { productQuerySchema } from '@/lib/domain/validation/product-query';
import { actorOf } from '@/lib/server/accounts';
import { canSeeAllStatuses, createProduct, listProducts, listPublicProducts } from '@/lib/server/catalog';
import { created, endpoint, forbidden, ok, parseOr422, readJson, readQueryAs, validationFailed } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const query = readQueryAs(url, productQuerySchema);
    const who = await caller();
    if (canSeeAllStatuses(who)) return ok(await listProducts(query, who), { message: 'Products retrieved successfully' });
    if (query.status && query.status !== 'active') throw forbidden('Only active products are public.');
    return ok(await listPublicProducts(query), { message: 'Products retrieved successfully' });
  },
  POST: async ({ req, caller, ip }) => {
    const actor = actorOf(await caller(), ip);
    const body = await readJson(req);
    // The contract names every missing field at once before any other check.
    const missing = missingProductFields(body);
    if (missing.length > 0) {
      throw validationFailed(
        Object.fromEntries(missing.map((f) => [f, [`The ${f.replace('_', ' ')} field is required.`]])),
        `Missing required fields: ${missing.join(', ')}`,
      );
    }
    const input = parseOr422(productCreateSchema, body);
    return created(await createProduct(input, actor), { message: 'Product created successfully' });
  },
});
