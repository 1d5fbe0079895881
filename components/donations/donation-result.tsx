'use client';

import { useEffect, useRef } from 'react';

export type Outcome =
  | { kind: 'success'; paymentId: string; receiptUrl: string; receiptNumber: string | null; recurring: boolean }
  | { kind: 'error'; message: string };

export function DonationResult({ outcome }: { outcome: Outcome | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // After checkout closes the donor is looking at the button; bring the outcome into view.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }), [outcome]);
  if (!outcome) return null;
  if (outcome.kind === 'error') {
    return (
      <div ref={ref}>
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {outcome.message}
        </p>
      </div>
    );
  }
  return (
    <div ref={ref} role="status" className="rounded-xl border border-leaf-100 bg-leaf-50 px-4 py-4 text-leaf-800">
      <p className="font-semibold">Thank you! Your {outcome.recurring ? 'recurring donation has started' : 'donation was successful'}.</p>
      <p className="mt-1 text-sm">
        Payment ID:{' '}
        <span className="font-mono" data-testid="payment-id">
          {outcome.paymentId}
        </span>
        {outcome.receiptNumber && <> · Receipt {outcome.receiptNumber}</>}
      </p>
      <p className="mt-2 text-sm">
        A receipt has been e-mailed to you.{' '}
        <a href={outcome.receiptUrl} target="_blank" rel="noopener" className="font-semibold underline">
          Download your receipt (PDF)
        </a>
      </p>
    </div>
  );
}
