'use client';

import { useTranslations } from 'next-intl';

/**
 * The cart actions answer with English texts (lib/actions/cart.ts, cart-messages.ts, lib/domain/cart-view.ts:
 * the same texts the /api contract uses). The shop shows the ones it knows in the page's language; anything
 * else (a server's own explanation) is shown as it came.
 */
const KNOWN: Record<string, string> = {
  'Added to cart': 'added',
  'Cart updated': 'updated',
  'Item removed': 'removed',
  'Cart cleared': 'cleared',
  'Failed to add item to cart': 'addFailed',
  'Failed to update cart item': 'updateFailed',
  'Failed to remove cart item': 'removeFailed',
  'Failed to clear cart': 'clearFailed',
  'Unauthorized access to cart item': 'unauthorized',
  'Insufficient stock available': 'insufficient',
  'Invalid product or quantity': 'invalid',
  'This item is no longer in your cart': 'gone',
  'This product is no longer available': 'unavailable',
};

export function useKnownCartMessage(): (message: string) => string {
  const t = useTranslations('cart.known');
  return (message) => {
    const key = KNOWN[message];
    if (key) return t(key);
    const only = /^Only (\d+) items available$/.exec(message);
    return only ? t('onlyAvailable', { count: Number(only[1]) }) : message;
  };
}
