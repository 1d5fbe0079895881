import { clearCart, getCart } from '@/lib/server/cart';
import { endpoint, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  DELETE: async ({ caller }) => {
    const user = requireSignedIn(await caller());
    await clearCart(user.userId);
    return ok({ cart: await getCart(user.userId) }, { message: 'Cart cleared successfully' });
  },
});
