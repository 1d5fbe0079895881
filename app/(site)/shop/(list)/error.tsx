'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

export default function ShopError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold text-gray-900">Error Loading Products</h1>
      <p className="mt-3 text-gray-600">Failed to fetch products. Please check your connection and try again.</p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            // Kept: a retry after a failed render, no server action involved.
            router.refresh();
            reset();
          })
        }
        className="mt-8 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Try Again
      </button>
    </section>
  );
}
