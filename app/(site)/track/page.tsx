import type { Metadata } from 'next';
import { TrackOrder } from '@/components/track/track-order';
import { trackOrderAction } from '@/lib/actions/tracking';

export const metadata: Metadata = {
  title: 'Track Your Order',
  description: 'Follow your order from the Seva Sankalp Foundation shop with its order number.',
  // ?order=… shows one order; the page itself is /track.
  alternates: { canonical: '/track' },
};

// The form is a GET form to this page (it works without JavaScript): ?order= present means a search, and an
// empty one answers "Order number is required".
export default async function TrackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { order } = await searchParams;
  const number = typeof order === 'string' ? order.trim().toUpperCase().slice(0, 40) : null;
  const result = number === null ? null : await trackOrderAction(number);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Track Your Order</h1>
      <p className="mb-6 mt-2 text-gray-600">Enter the order number from your confirmation email.</p>
      <TrackOrder number={number ?? ''} result={result} />
    </div>
  );
}
