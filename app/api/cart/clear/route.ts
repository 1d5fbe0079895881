import { clearCart, getCart } from '@/lib/server/cart';
import { endpoint, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  DELETE: async ({ caller }) => {
    const user = requireSignedIn(await caller());
    await clearCart(user);
    return ok({ cart: await getCart(user) }, { message: englishNotice({ code: 'cart.cleared_api' }) });
  },
});
