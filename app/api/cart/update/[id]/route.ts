import { updateCartItemSchema } from '@/lib/domain/validation/cart';
import { updateCartItem } from '@/lib/server/cart';
import { endpoint, idParam, ok, readJsonAs } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  PUT: async ({ req, params, caller }) => {
    const user = requireSignedIn(await caller());
    const { quantity } = await readJsonAs(req, updateCartItemSchema);
    const cart = await updateCartItem(user, idParam(params.id, 'cart.item_not_found'), quantity);
    return ok({ cart }, { message: englishNotice({ code: 'cart.updated_api' }) });
  },
});
