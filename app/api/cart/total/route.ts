import { getCart } from '@/lib/server/cart';
import { endpoint, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const user = requireSignedIn(await caller());
    const { items_count, total_amount, summary } = await getCart(user.userId);
    return ok({ items_count, total_amount, summary });
  },
});
