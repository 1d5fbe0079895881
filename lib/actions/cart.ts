'use server';

import { z } from '@/lib/domain/zod';
import type { ActionResult } from '@/lib/domain/action-result';
import type { CartView } from '@/lib/domain/cart-view';
import { addToCartSchema, updateCartItemSchema } from '@/lib/domain/validation/cart';
import { type Caller } from '@/lib/server/accounts';
import { addToCart, cartView, clearCart, removeCartItem, updateCartItem } from '@/lib/server/cart';
import { cartFailureMessage, type CartWrite } from './cart-messages';
import { noInput, runAction } from './run-action';
import { actionLocale } from '@/lib/i18n/action-locale';

// The cart's forms: the same lib/server functions as /api/cart (one code path, two doors). Each answers the
// cart as it now is (paise), so the drawer, the header count and the cart page update without a reload; a
// form posted without JavaScript re-renders its page with this result. A signed-out visitor gets the spec's
// LOGIN_TO_ADD message, which the add button shows with a link to sign in.

export type CartActionState = ActionResult<CartView>;

const itemSchema = z.object({ item_id: z.coerce.number().int().positive() });
const field = (form: FormData, key: string) => form.get(key) ?? undefined;

function cartWrite<S extends z.ZodType>(
  kind: CartWrite,
  schema: S,
  input: unknown,
  success: string,
  write: (c: Caller, d: z.output<S>) => Promise<unknown>,
) {
  return runAction({
    signedIn: true,
    schema,
    input,
    fallback: cartFailureMessage(kind, null),
    messageOf: (error) => cartFailureMessage(kind, error),
    run: async (caller, data) => {
      await write(caller, data);
      return { message: success, data: await cartView(caller, await actionLocale()) };
    },
  });
}

/** The cart for the header count, the drawer and the pages; null when signed out. */
export async function loadCartAction(): Promise<ActionResult<CartView | null>> {
  return runAction({
    schema: noInput,
    input: undefined,
    fallback: 'Failed to load cart',
    run: async (caller) => ({ message: 'OK', data: caller.kind === 'user' ? await cartView(caller, await actionLocale()) : null }),
  });
}

export async function addToCartAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  const input = { product_id: field(form, 'product_id'), quantity: field(form, 'quantity') };
  return cartWrite('add', addToCartSchema, input, 'Added to cart', addToCart);
}

export async function updateCartLineAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  const input = { item_id: field(form, 'item_id'), quantity: field(form, 'quantity') };
  return cartWrite('update', itemSchema.extend(updateCartItemSchema.shape), input, 'Cart updated', (caller, d) =>
    updateCartItem(caller, d.item_id, d.quantity),
  );
}

export async function removeCartLineAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  return cartWrite('remove', itemSchema, { item_id: field(form, 'item_id') }, 'Item removed', (caller, d) =>
    removeCartItem(caller, d.item_id),
  );
}

export async function clearCartAction(_previous: CartActionState | null, _form: FormData): Promise<CartActionState> {
  return cartWrite('clear', z.object({}), {}, 'Cart cleared', (caller) => clearCart(caller));
}
