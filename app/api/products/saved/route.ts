import { savedProductsQuerySchema } from '@/lib/domain/validation/product-query';
import { savedProducts } from '@/lib/server/catalog';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';

// The site's Saved items page: the public products among the ids this browser saved with the heart (gone
// ones are left out), named in the page's language. Not part of the /api contract.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const { ids, locale } = readQueryAs(url, savedProductsQuerySchema);
    return ok(await savedProducts(await caller(), ids, locale), { headers: { 'Cache-Control': 'private, no-store' } });
  },
});
