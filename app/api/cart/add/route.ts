import { addToCartSchema } from '@/lib/domain/validation/cart';
import { addToCart } from '@/lib/server/cart';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const user = requireSignedIn(await caller());
    const input = await readJsonAs(req, addToCartSchema);
    return ok({ cart: await addToCart(user, input) }, { message: englishNotice({ code: 'cart.added_api' }) });
  },
});
