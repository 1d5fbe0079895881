import type { Metadata } from 'next';
import { LinkButton } from '@/components/ui/link-button';

export const metadata: Metadata = { title: 'Payment Failed', robots: { index: false } };

export default async function CheckoutFailurePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { message } = await searchParams;
  const text = typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : 'Payment failed. Please try again.';
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700" aria-hidden="true">
        ✕
      </div>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Payment Failed</h1>
      <p className="mt-4 font-medium text-red-800" role="alert">
        {text}
      </p>
      <p className="mt-3 text-gray-600">
        Your cart is still saved: you can try again, or choose cash on delivery. If money was deducted from your account, contact us with
        your order number and we will sort it out.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton href="/checkout">Try Again</LinkButton>
        <LinkButton href="/cart" variant="outline">
          Back to Cart
        </LinkButton>
        <LinkButton href="/contact" variant="outline">
          Contact Support
        </LinkButton>
      </div>
    </section>
  );
}
