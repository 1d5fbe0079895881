'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useIsSignedIn } from './use-is-signed-in';

/** The spec's texts for a failed add (storefront §8, Cart). */
function addFailureMessage(status: number, message?: string): string {
  if (status === 400 && message && /stock/i.test(message)) return 'Insufficient stock available';
  if (status === 422) return 'Invalid product or quantity';
  if (status === 404 || !message) return 'Failed to add item to cart';
  return message;
}

type Props = { productId: number; stock: number | null; quantity?: number; className?: string };

/**
 * The one place that adds to the cart. Signed out: a prompt to log in. Signed in: POST /api/cart/add.
 * TODO(checkout): open the cart drawer and refresh the count after a successful add.
 */
export function AddToCartButton({ productId, stock, quantity = 1, className = '' }: Props) {
  const signedIn = useIsSignedIn();
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'adding' | 'login' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const outOfStock = stock !== null && stock <= 0;

  async function add() {
    if (!signedIn) {
      setState('login');
      return;
    }
    if (stock !== null && quantity > stock) {
      setState('error');
      setMessage(`Only ${stock} items available in stock`);
      return;
    }
    setState('adding');
    try {
      const res = await fetch('/api/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ product_id: productId, quantity }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) throw new Error(addFailureMessage(res.status, body.message));
      setState('done');
      setMessage('Added to cart');
    } catch (error) {
      setState('error');
      setMessage(error instanceof Error ? error.message : 'Failed to add item to cart');
    }
  }

  return (
    <div className={className}>
      <button
        type="button"
        onClick={add}
        disabled={outOfStock || state === 'adding'}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600"
      >
        {outOfStock ? 'Out of Stock' : state === 'adding' ? 'Adding...' : 'Add to Cart'}
      </button>
      <div aria-live="polite" className="text-center text-sm">
        {state === 'login' && (
          <p className="mt-2 text-brand-800">
            Please login to add items to cart.{' '}
            <Link href={`/auth?next=${encodeURIComponent(pathname)}`} className="font-semibold underline">
              Login
            </Link>
          </p>
        )}
        {(state === 'error' || state === 'done') && <p className={`mt-2 ${state === 'error' ? 'text-red-700' : 'text-leaf-700'}`}>{message}</p>}
      </div>
    </div>
  );
}
