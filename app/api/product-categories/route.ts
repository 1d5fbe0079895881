import { cachedActiveCategories, cachedAllCategories } from '@/lib/server/catalog';
import { endpoint, ok } from '@/lib/server/http';

// ?all=1 lists every category (the product form); by default only those with active products (the shop).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url }) => {
    const all = ['1', 'true'].includes(url.searchParams.get('all') ?? '');
    const categories = all ? await cachedAllCategories() : await cachedActiveCategories();
    return ok(
      categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
      { message: 'Categories retrieved successfully' },
    );
  },
});
