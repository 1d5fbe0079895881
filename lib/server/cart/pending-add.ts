import 'server-only';
import type { CartView } from '@/lib/domain/cart-view';
import type { Coded, Notice } from '@/lib/domain/errors';
import type { ContentLocale } from '@/lib/domain/localized';
import { addToCartSchema, type AddToCartInput } from '@/lib/domain/validation/cart';
import type { Caller } from '@/lib/server/accounts';
import { toKnownError } from '@/lib/server/errors';
import { openSignedValue, signValue } from '@/lib/server/platform';
import { addToCart } from './cart';
import { cartView } from './view';

// "Add to Cart" while signed out (issue 37): a cart needs an account (SF §8), so the add is refused with the
// login prompt, but the server keeps what was asked (product and quantity, never a price) in a signed,
// short-lived, httpOnly cookie. Signing in or registering claims it once: the cookie is deleted and the add
// runs as any add does (the product must still be for sale, the quantity within stock). lib/actions sets and
// deletes the cookie; this file only signs, opens and claims.

export const PENDING_ADD_COOKIE = 'ssf_pending_add';
/** Long enough to register (a mail confirmation is not needed to sign in), short enough to be forgotten. */
export const PENDING_ADD_SECONDS = 30 * 60;
const PURPOSE = 'pending-add';

/** The cookie's value for an add that asked to sign in first. */
export function pendingAddValue(input: AddToCartInput): string {
  return signValue(PURPOSE, JSON.stringify({ product_id: input.product_id, quantity: input.quantity }), PENDING_ADD_SECONDS);
}

function openPendingAdd(value: string | undefined): AddToCartInput | null {
  const payload = openSignedValue(PURPOSE, value);
  if (payload === null) return null;
  try {
    // Checked again: the signature says we wrote it, the schema says it is still a valid add.
    const parsed = addToCartSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What claiming said: the notice (added, with the name in the page's language) or why it could not be added. */
export type PendingAddOutcome = { ok: true; notice: Notice; cart: CartView } | { ok: false; error: Coded };

/**
 * Adds the kept item to the signed-in caller's cart. Null when there was nothing valid to claim (no cookie,
 * an altered or expired one); a refusal (sold out meanwhile, withdrawn) comes back as its code, never thrown:
 * the sign-in itself worked.
 */
export async function claimPendingAdd(caller: Caller, value: string | undefined, locale: ContentLocale): Promise<PendingAddOutcome | null> {
  const input = openPendingAdd(value);
  if (!input || caller.kind !== 'user') return null;
  try {
    await addToCart(caller, input);
  } catch (error) {
    const known = toKnownError(error, '[pending-add] claim');
    if (known.code === 'cart.out_of_stock' || known.code === 'cart.only_available')
      return { ok: false, error: { code: 'cart.pending_add_insufficient' } };
    return { ok: false, error: { code: 'cart.pending_add_failed' } };
  }
  const cart = await cartView(caller, locale);
  const line = cart.lines.find((l) => l.productId === input.product_id);
  const notice: Notice = { code: 'cart.added_after_sign_in', params: { name: line?.name ?? '', quantity: input.quantity } };
  return { ok: true, notice, cart };
}
