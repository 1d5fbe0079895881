'use server';

import { z } from '@/lib/domain/zod';
import type { ActionResult } from '@/lib/domain/action-result';
import type { CartView } from '@/lib/domain/cart-view';
import type { Coded, DomainError, ErrorCode, NoticeCode } from '@/lib/domain/errors';
import { addToCartSchema, updateCartItemSchema } from '@/lib/domain/validation/cart';
import { type Caller } from '@/lib/server/accounts';
import { addToCart, cartView, clearCart, removeCartItem, updateCartItem } from '@/lib/server/cart';
import { runAction } from './run-action';
import { pageLocale } from './page-locale';
import { rememberPendingAdd } from './pending-add';

// The cart's forms: the same lib/server functions as /api/cart (one code path, two doors). Each answers the
// cart as it now is (paise), named in the language of the page the form is on (its hidden `locale` field), so
// the drawer, the header count and the cart page update without a reload; a form posted without JavaScript
// re-renders its page with this result. A signed-out visitor gets the spec's `auth.login_to_add`, which the
// add button shows with a link to sign in; the add is kept for after it (./pending-add.ts).

export type CartActionState = ActionResult<CartView>;

type CartWrite = 'add' | 'update' | 'remove' | 'clear';

const FALLBACK: Record<CartWrite, ErrorCode> = {
  add: 'cart.add_failed',
  update: 'cart.update_failed',
  remove: 'cart.remove_failed',
  clear: 'cart.clear_failed',
};
const DONE: Record<CartWrite, NoticeCode> = { add: 'cart.added', update: 'cart.updated', remove: 'cart.removed', clear: 'cart.cleared' };
const OUT_OF_STOCK: readonly string[] = ['cart.out_of_stock', 'cart.only_available'];

/** What the cart's forms say when a write is refused (SF §8 Cart): the spec's texts, chosen by what lib/server threw. */
function cartRefusal(write: CartWrite, error: DomainError): Coded {
  const { code } = error;
  if (code === 'auth.unauthenticated') return { code: 'auth.login_to_add' };
  if (write === 'update' || write === 'remove') {
    if (code === 'cart.item_forbidden') return { code };
    if (code === 'cart.item_not_found') return { code: 'cart.item_gone' };
  }
  if ((write === 'add' || write === 'update') && OUT_OF_STOCK.includes(code)) return { code: 'cart.insufficient' };
  if (write === 'add' && code === 'validation.failed') return { code: 'cart.invalid_line' };
  // Adding says what stood in the way (a limit, a product gone); anything else, or a server failure, the spec's line.
  if (write === 'add' && !code.startsWith('server.')) return error.coded as Coded;
  return { code: FALLBACK[write] };
}

const itemSchema = z.object({ item_id: z.coerce.number().int().positive() });
const field = (form: FormData, key: string) => form.get(key) ?? undefined;

function cartWrite<S extends z.ZodType>(
  write: CartWrite,
  form: FormData,
  schema: S,
  input: unknown,
  run: (c: Caller, d: z.output<S>) => Promise<unknown>,
): Promise<CartActionState> {
  return runAction({
    signedIn: true,
    schema,
    input,
    fallback: FALLBACK[write],
    refusalOf: (error) => cartRefusal(write, error),
    run: async (caller, data) => {
      await run(caller, data);
      return { notice: { code: DONE[write] }, data: await cartView(caller, pageLocale(form.get('locale'))) };
    },
  });
}

/** The cart for the header count, the drawer and the pages, named in the page's language; null when signed out. */
export async function addToCartAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  const input = { product_id: field(form, 'product_id'), quantity: field(form, 'quantity') };
  const result = await cartWrite('add', form, addToCartSchema, input, addToCart);
  // Signed out: the add waits for the sign-in (a cart still needs an account); the button says so.
  if (!result.ok && result.error.code === 'auth.login_to_add') await rememberPendingAdd(input);
  return result;
}

export async function updateCartLineAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  const input = { item_id: field(form, 'item_id'), quantity: field(form, 'quantity') };
  return cartWrite('update', form, itemSchema.extend(updateCartItemSchema.shape), input, (caller, d) =>
    updateCartItem(caller, d.item_id, d.quantity),
  );
}

export async function removeCartLineAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  return cartWrite('remove', form, itemSchema, { item_id: field(form, 'item_id') }, (caller, d) => removeCartItem(caller, d.item_id));
}

export async function clearCartAction(_previous: CartActionState | null, form: FormData): Promise<CartActionState> {
  return cartWrite('clear', form, z.object({}), {}, (caller) => clearCart(caller));
}
