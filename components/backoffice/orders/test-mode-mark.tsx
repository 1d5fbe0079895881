import type { PaymentMode } from '@/lib/domain/payments';

/** Marks an order paid through the payment sandbox: no real money moved, and revenue leaves it out. */
export function TestModeMark({ mode }: { mode: PaymentMode | null }) {
  if (mode !== 'sandbox') return null;
  return (
    <span
      className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
      title="Paid through the payment sandbox: no real money, not counted in revenue"
    >
      Test
    </span>
  );
}
