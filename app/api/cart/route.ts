import { getCart } from '@/lib/server/cart';
import { endpoint, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const user = requireSignedIn(await caller());
    return ok({ cart: await getCart(user.userId) }, { message: 'Cart retrieved successfully' });
  },
});
