// The browser side of the cart: one place that talks to /api/cart and turns failures into the spec's
// messages (SF §8 Cart). Same-origin requests carry the session cookie.
import type { Cart } from '@/lib/domain/wire/cart';

export class CartError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const LOGIN_TO_ADD = 'Please login to add items to cart';

type Kind = 'get' | 'add' | 'update' | 'remove' | 'clear';
const FALLBACK: Record<Kind, string> = {
  get: 'Failed to retrieve cart',
  add: 'Failed to add item to cart',
  update: 'Failed to update cart item',
  remove: 'Failed to remove cart item',
  clear: 'Failed to clear cart',
};

function messageFor(kind: Kind, status: number, serverMessage: string | undefined): string {
  if (status === 401) return LOGIN_TO_ADD;
  if (status === 403 && (kind === 'update' || kind === 'remove')) return 'Unauthorized access to cart item';
  if (status === 400 && /stock/i.test(serverMessage ?? '') && (kind === 'add' || kind === 'update')) return 'Insufficient stock available';
  if (status === 422 && kind === 'add') return 'Invalid product or quantity';
  if (kind === 'add' && serverMessage) return serverMessage;
  return FALLBACK[kind];
}

async function call(kind: Kind, method: string, path: string, body?: unknown): Promise<Cart> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new CartError('Network error: Unable to connect to server', 0);
  }
  const json = (await res.json().catch(() => ({}))) as { message?: string; data?: { cart?: Cart } };
  if (!res.ok || !json.data?.cart) throw new CartError(messageFor(kind, res.status, json.message), res.status);
  return json.data.cart;
}

export const cartApi = {
  get: () => call('get', 'GET', '/api/cart'),
  add: (productId: number, quantity: number) => call('add', 'POST', '/api/cart/add', { product_id: productId, quantity }),
  update: (itemId: number, quantity: number) => call('update', 'PUT', `/api/cart/update/${itemId}`, { quantity }),
  remove: (itemId: number) => call('remove', 'DELETE', `/api/cart/remove/${itemId}`),
  clear: () => call('clear', 'DELETE', '/api/cart/clear'),
};
