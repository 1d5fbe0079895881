import 'server-only';
import { LOGIN_TO_ADD } from '@/lib/domain/cart-view';
import { ApiError } from '@/lib/server/errors';

// What the cart's forms show when a write fails (SF §8 Cart), decided on the server from what lib/server threw:
// the same texts the spec's client derived from HTTP statuses.

export type CartWrite = 'add' | 'update' | 'remove' | 'clear';

const FALLBACK: Record<CartWrite, string> = {
  add: 'Failed to add item to cart',
  update: 'Failed to update cart item',
  remove: 'Failed to remove cart item',
  clear: 'Failed to clear cart',
};

/** The message for a failed write; `null` (nothing thrown we know) gives the spec's fallback. */
export function cartFailureMessage(write: CartWrite, error: ApiError | null): string {
  if (!error) return FALLBACK[write];
  const { status, message } = error;
  if (status === 401) return LOGIN_TO_ADD;
  if (status === 403 && (write === 'update' || write === 'remove')) return 'Unauthorized access to cart item';
  if (status === 400 && /stock/i.test(message) && (write === 'add' || write === 'update')) return 'Insufficient stock available';
  if (status === 422 && write === 'add') return 'Invalid product or quantity';
  if (status === 404 && (write === 'update' || write === 'remove')) return 'This item is no longer in your cart';
  if (write === 'add' && status < 500) return message;
  return FALLBACK[write];
}
