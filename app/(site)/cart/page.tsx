import type { Metadata } from 'next';
import { CartPageView } from '@/components/cart/cart-page-view';
import { currentCaller } from '@/lib/server/accounts/session';
import { cartView } from '@/lib/server/cart';

export const metadata: Metadata = { title: 'Shopping Cart', robots: { index: false } };

/** Rendered per visitor on the server, so the cart and its forms work without JavaScript. */
export default async function CartPage() {
  const caller = await currentCaller();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">Shopping Cart</h1>
      <CartPageView initial={caller.kind === 'user' ? await cartView(caller) : null} />
    </div>
  );
}
