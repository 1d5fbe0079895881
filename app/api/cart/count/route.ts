import { cartCount } from '@/lib/server/cart';
import { endpoint, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const user = requireSignedIn(await caller());
    return ok({ items_count: await cartCount(user) });
  },
});
