import { listCategories } from '@/lib/server/catalog';
import { endpoint, ok } from '@/lib/server/http';

// ?all=1 lists every category (the product form); by default only those with active products (the shop).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const all = ['1', 'true'].includes(url.searchParams.get('all') ?? '');
    const categories = await listCategories(await caller(), { withActiveProducts: !all });
    return ok(
      categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
      { message: 'Categories retrieved successfully' },
    );
  },
});
