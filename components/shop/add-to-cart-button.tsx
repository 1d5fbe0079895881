'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { LOGIN_TO_ADD } from '@/components/cart/cart-api';
import { useCart } from '@/components/cart/cart-context';
import { useIsSignedIn } from './use-is-signed-in';

type Props = { productId: number; stock: number | null; quantity?: number; className?: string };

/**
 * The one place that adds to the cart. Signed out: a prompt to log in. Signed in: POST /api/cart/add
 * through the cart context, which keeps the count, opens the drawer and words failures as the spec does.
 */
export function AddToCartButton({ productId, stock, quantity = 1, className = '' }: Props) {
  const signedIn = useIsSignedIn();
  const cart = useCart();
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
    const error = await cart.add(productId, quantity);
    if (error === LOGIN_TO_ADD) {
      setState('login');
      return;
    }
    setState(error ? 'error' : 'done');
    setMessage(error ?? 'Added to cart');
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
        {(state === 'error' || state === 'done') && (
          <p className={`mt-2 ${state === 'error' ? 'text-red-700' : 'text-leaf-700'}`}>{message}</p>
        )}
      </div>
    </div>
  );
}
