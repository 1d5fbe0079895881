import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutWizard } from '@/components/checkout/checkout-wizard';
import { firstCheckoutState } from '@/lib/actions/checkout-state';
import { PAYMENT_CANCELLED } from '@/lib/domain/checkout';
import { currentCaller } from '@/lib/server/accounts/session';
import { cartView } from '@/lib/server/cart';
import { retryCheckoutValues } from '@/lib/server/orders';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect('/auth?next=/checkout');
  const cart = await cartView(caller);
  if (cart.lines.length === 0) redirect('/cart');
  const { payment, retry } = await searchParams;
  // Try Again after a failed payment: the form starts from that order (the kept form is not needed then).
  const retried = await retryCheckoutValues(caller, retry);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">Checkout</h1>
      <CheckoutWizard
        owner={String(caller.userId)}
        restore={!retried}
        initial={await firstCheckoutState(caller, payment === 'cancelled' ? PAYMENT_CANCELLED : null, retried)}
      />
    </div>
  );
}
