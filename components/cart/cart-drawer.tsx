'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useCart } from './cart-context';
import { CartLine } from './cart-line';
import { formatRupees } from '@/lib/domain/money';

/** The slide-over cart: items, total, View Cart and Proceed to Checkout. Opens after a successful add. */
export function CartDrawer() {
  const { cart, status, drawerOpen, setDrawerOpen } = useCart();
  const items = cart?.items ?? [];
  const close = () => setDrawerOpen(false);
  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-gray-900">Your Cart{cart ? ` (${cart.items_count})` : ''}</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800" aria-label="Close cart">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5">
            {status === 'loading' && <p className="py-10 text-center text-gray-500">Loading your cart…</p>}
            {status !== 'loading' && items.length === 0 && (
              <div className="py-16 text-center">
                <p className="font-semibold text-gray-900">Your cart is empty</p>
                <p className="mt-1 text-sm text-gray-600">Add some products to get started!</p>
              </div>
            )}
            {items.length > 0 && (
              <ul className="divide-y divide-gray-100">
                {items.map((item) => (
                  <CartLine key={item.id} item={item} compact />
                ))}
              </ul>
            )}
          </div>
          {cart && items.length > 0 && (
            <div className="space-y-3 border-t border-gray-200 px-5 py-4">
              <div className="flex justify-between text-base font-bold text-gray-900">
                <span>Total</span>
                <span>{formatRupees(cart.summary.total_amount)}</span>
              </div>
              <p className="text-xs text-gray-500">Includes GST (18%) and shipping. Cash on delivery adds ₹25.</p>
              <div className="grid grid-cols-2 gap-3">
                <Link
                  href="/cart"
                  onClick={close}
                  className="rounded-full border border-brand-500 px-4 py-2.5 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  View Cart
                </Link>
                <Link
                  href="/checkout"
                  onClick={close}
                  className="rounded-full bg-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-800"
                >
                  Proceed to Checkout
                </Link>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
