import { removeCartItem } from '@/lib/server/cart';
import { endpoint, idParam, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  DELETE: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    const cart = await removeCartItem(user.userId, idParam(params.id, 'Cart item'));
    return ok({ cart }, { message: 'Item removed from cart successfully' });
  },
});
