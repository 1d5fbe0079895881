import type { Metadata } from 'next';
import { TrackOrder } from '@/components/track/track-order';

export const metadata: Metadata = {
  title: 'Track Your Order',
  description: 'Follow your order from the Seva Sankalp Foundation shop with its order number.',
  // ?order=… shows one order; the page itself is /track.
  alternates: { canonical: '/track' },
};

export default async function TrackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { order } = await searchParams;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Track Your Order</h1>
      <p className="mb-6 mt-2 text-gray-600">Enter the order number from your confirmation email.</p>
      <TrackOrder initial={typeof order === 'string' ? order.slice(0, 40) : ''} />
    </div>
  );
}
