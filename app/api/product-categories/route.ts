import { categoriesAnswer } from '@/lib/server/catalog';
import { answerWithEtag, endpoint } from '@/lib/server/http';

// ?all=1 lists every category (the product form); by default only those with active products (the shop).
// The same for every caller: a public answer with an ETag.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ req, url, caller }) => {
    const all = ['1', 'true'].includes(url.searchParams.get('all') ?? '');
    return answerWithEtag(req, await categoriesAnswer(await caller(), { withActiveProducts: !all }), 'public');
  },
});
