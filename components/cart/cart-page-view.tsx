'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import type { CartView } from '@/lib/domain/cart-view';
import { clearCartAction } from '@/lib/actions/cart';
import { LinkButton } from '@/components/ui/link-button';
import { useCart, useCartForm } from './cart-context';
import { CartLine } from './cart-line';
import { SummaryRows } from './order-summary';
import { promises } from '@/lib/config/promises';

const ASSURANCES = ['Secure checkout', promises.shipping.short, promises.returns.short];

/**
 * The cart page, rendered on the server with the cart it read (so it works without JavaScript); once the
 * browser runs, the cart context holds the same cart and every form's answer updates it in place.
 */
export function CartPageView({ initial }: { initial: CartView | null }) {
  const { cart: live, apply } = useCart();
  useEffect(() => {
    if (initial) apply(initial);
  }, [initial, apply]);
  const clear = useCartForm(clearCartAction);
  const cart = live ?? initial;

  if (!initial && !live) {
    return (
      <Empty title="Please login to view your cart" text="Your cart is kept with your account.">
        <LinkButton href="/auth?next=/cart">Login</LinkButton>
      </Empty>
    );
  }
  if (!cart || cart.lines.length === 0) {
    return (
      <Empty title="Your cart is empty" text="Add some products to get started!">
        <LinkButton href="/shop">Continue Shopping</LinkButton>
      </Empty>
    );
  }
  const blocked = cart.lines.some((l) => !l.available);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="items-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <div className="flex items-center justify-between">
          <h2 id="items-heading" className="text-lg font-bold text-gray-900">
            Items ({cart.itemsCount})
          </h2>
          <form action={clear.dispatch}>
            <button type="submit" disabled={clear.pending} className="text-sm font-medium text-red-700 hover:underline disabled:opacity-50">
              Clear All
            </button>
          </form>
        </div>
        {clear.state && !clear.state.ok && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {clear.state.message}
          </p>
        )}
        <ul className="divide-y divide-gray-100">
          {cart.lines.map((line) => (
            <CartLine key={line.id} line={line} />
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="summary-heading"
        className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24"
      >
        <h2 id="summary-heading" className="text-lg font-bold text-gray-900">
          Order Summary
        </h2>
        <SummaryRows totals={cart.totals} />
        <p className="text-xs text-gray-500">Shipping is free above ₹500. Cash on delivery adds ₹25 at checkout.</p>
        {blocked && <p className="text-sm text-red-700">Please adjust the items marked above before checking out.</p>}
        <Link
          href="/checkout"
          aria-disabled={blocked}
          className={`block rounded-full px-4 py-3 text-center text-sm font-semibold text-white ${blocked ? 'pointer-events-none bg-gray-300' : 'bg-brand-700 hover:bg-brand-800'}`}
        >
          Proceed to Checkout
        </Link>
        <Link
          href="/shop"
          className="block rounded-full border border-brand-500 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Continue Shopping
        </Link>
        <ul className="space-y-1 pt-2 text-sm text-gray-600">
          {ASSURANCES.map((a) => (
            <li key={a} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-leaf-600">
                ✓
              </span>{' '}
              {a}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

function Empty({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-xl font-bold text-gray-900">{title}</p>
      <p className="mt-2 text-gray-600">{text}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
