import type { SignedInAnswer } from '@/lib/domain/action-result';

/** What the sign-in said about the add kept from before it (lib/server/cart/pending-add.ts). */
export type CartFlash = NonNullable<SignedInAnswer['cart']>;

// Kept in the tab between the sign-in page and the page the visitor returns to (a client navigation or a
// reload): the cart drawer shows it once there.
const KEY = 'ssf:cart-flash';

export function leaveCartFlash(flash: CartFlash | undefined): void {
  if (!flash) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage refused (private mode): the item is in the cart all the same, only the message is lost.
  }
}

export function takeCartFlash(): CartFlash | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept === null) return null;
    sessionStorage.removeItem(KEY);
    const flash = JSON.parse(kept) as CartFlash;
    return typeof flash === 'object' && flash !== null && 'ok' in flash ? flash : null;
  } catch {
    return null;
  }
}
