import type { Metadata } from 'next';
import { SavedItems } from '@/components/shop/saved-items';

// The list lives in the visitor's browser (the heart), so the page is the same static shell for everyone.
export const metadata: Metadata = { title: 'Saved Items', robots: { index: false }, alternates: { canonical: '/shop/saved' } };

export default function SavedItemsPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="mb-2 text-3xl font-bold text-gray-900">Saved Items</h1>
      <p className="mb-8 text-gray-600">Products you saved with the heart, kept in this browser.</p>
      <SavedItems />
    </section>
  );
}
