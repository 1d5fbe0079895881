import { getCart } from '@/lib/server/cart';
import { endpoint, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const user = requireSignedIn(await caller());
    return ok({ cart: await getCart(user) }, { message: englishNotice({ code: 'cart.retrieved' }) });
  },
});
