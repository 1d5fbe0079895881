import { removeCartItem } from '@/lib/server/cart';
import { endpoint, idParam, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  DELETE: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    const cart = await removeCartItem(user, idParam(params.id, 'cart.item_not_found'));
    return ok({ cart }, { message: englishNotice({ code: 'cart.removed_api' }) });
  },
});
