import type { Metadata } from 'next';
import { CartPageView } from '@/components/cart/cart-page-view';

export const metadata: Metadata = { title: 'Shopping Cart', robots: { index: false } };

export default function CartPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">Shopping Cart</h1>
      <CartPageView />
    </div>
  );
}
