'use client';

import Link from 'next/link';
import { useState } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { useCart } from './cart-context';
import { CartLine } from './cart-line';
import { SummaryRows } from './order-summary';

const ASSURANCES = ['Secure checkout', 'Free returns within 30 days', '1 year warranty'];

export function CartPageView() {
  const { cart, status, error, clear, refresh } = useCart();
  const [clearError, setClearError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);

  if (status === 'loading') return <p className="py-16 text-center text-gray-500">Loading your cart…</p>;
  if (status === 'signed-out') {
    return (
      <Empty title="Please login to view your cart" text="Your cart is kept with your account.">
        <LinkButton href="/auth?next=/cart">Login</LinkButton>
      </Empty>
    );
  }
  if (status === 'error' || !cart) {
    return (
      <Empty title={error ?? 'Failed to retrieve cart'} text="Please try again.">
        <button
          type="button"
          onClick={() => void refresh()}
          className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Try Again
        </button>
      </Empty>
    );
  }
  if (cart.items.length === 0) {
    return (
      <Empty title="Your cart is empty" text="Add some products to get started!">
        <LinkButton href="/shop">Continue Shopping</LinkButton>
      </Empty>
    );
  }
  const blocked = cart.items.some((i) => !i.available);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="items-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <div className="flex items-center justify-between">
          <h2 id="items-heading" className="text-lg font-bold text-gray-900">
            Items ({cart.items_count})
          </h2>
          <button
            type="button"
            disabled={clearing}
            onClick={async () => {
              setClearing(true);
              setClearError(await clear());
              setClearing(false);
            }}
            className="text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
          >
            Clear All
          </button>
        </div>
        {clearError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {clearError}
          </p>
        )}
        <ul className="divide-y divide-gray-100">
          {cart.items.map((item) => (
            <CartLine key={item.id} item={item} />
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
        <SummaryRows s={cart.summary} />
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
