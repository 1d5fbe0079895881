import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutWizard } from '@/components/checkout/checkout-wizard';
import { checkoutPrefill, hasCartItems } from '@/lib/server/orders';
import { currentCaller } from '@/lib/server/accounts';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect('/auth?next=/checkout');
  if (!(await hasCartItems(caller))) redirect('/cart');
  const { payment } = await searchParams;
  const notice =
    payment === 'cancelled' ? 'Payment was cancelled. Your cart is intact: you can try again or choose cash on delivery.' : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">Checkout</h1>
      <CheckoutWizard prefill={await checkoutPrefill(caller)} notice={notice} />
    </div>
  );
}
