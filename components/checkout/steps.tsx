'use client';

import type { CartItem } from '@/lib/domain/wire/cart';
import { formatRupees } from '@/lib/domain/money';
import type { BillingForm, ShippingForm } from '@/lib/domain/validation/checkout-form';
import type { PaymentChoice } from './checkout-api';

export function StepNav({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label="Checkout steps">
      {steps.map((label, i) => (
        <li key={label} className="flex items-center gap-2" aria-current={i === current ? 'step' : undefined}>
          <span
            className={`inline-flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${i < current ? 'bg-leaf-600 text-white' : i === current ? 'bg-brand-700 text-white' : 'bg-gray-200 text-gray-600'}`}
          >
            {i < current ? '✓' : i + 1}
          </span>
          <span className={i === current ? 'font-semibold text-gray-900' : 'text-gray-600'}>{label}</span>
          {i < steps.length - 1 && <span aria-hidden="true" className="mx-1 h-px w-6 bg-gray-300 sm:w-12" />}
        </li>
      ))}
    </ol>
  );
}

const backBtn = 'rounded-full border border-gray-300 px-6 py-2.5 text-sm font-semibold text-gray-700 hover:bg-gray-50';
const nextBtn =
  'rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300';

export function PaymentStep({
  payment,
  setPayment,
  onBack,
  onNext,
}: {
  payment: PaymentChoice;
  setPayment: (p: PaymentChoice) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const option = (value: PaymentChoice, title: string, text: string) => (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border p-4 ${payment === value ? 'border-brand-500 bg-brand-50' : 'border-gray-200'}`}
    >
      <input
        type="radio"
        name="payment"
        value={value}
        checked={payment === value}
        onChange={() => setPayment(value)}
        className="mt-1 h-4 w-4 accent-brand-500"
      />
      <span>
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-sm text-gray-600">{text}</span>
      </span>
    </label>
  );
  return (
    <section aria-labelledby="payment-heading" className="space-y-4 rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="payment-heading" className="text-lg font-bold text-gray-900">
        Payment method
      </h2>
      <fieldset className="space-y-3">
        <legend className="sr-only">Payment method</legend>
        {option('easybuzz', 'Pay online (Easebuzz)', 'Cards, UPI and net banking on Easebuzz’s secure page.')}
        {option('cod', 'Cash on delivery', 'Pay when your order arrives. A ₹25 fee applies.')}
      </fieldset>
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={backBtn}>
          Back
        </button>
        <button type="button" onClick={onNext} className={nextBtn}>
          Review Order
        </button>
      </div>
    </section>
  );
}

type ReviewProps = {
  shipping: ShippingForm;
  billing: BillingForm | null;
  payment: PaymentChoice;
  items: CartItem[];
  total: number;
  notes: string;
  setNotes: (n: string) => void;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
};

export function ReviewStep({ shipping: s, billing, payment, items, total, notes, setNotes, submitting, onBack, onSubmit }: ReviewProps) {
  const b = billing ?? s;
  return (
    <section aria-labelledby="review-heading" className="space-y-5 rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="review-heading" className="text-lg font-bold text-gray-900">
        Review your order
      </h2>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-gray-900">Ship to</h3>
          <p className="text-gray-700">
            {s.firstName} {s.lastName}
            <br />
            {s.address}
            <br />
            {s.city}, {s.state} {s.zipCode}, India
            <br />
            {s.email} · {s.phone}
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-gray-900">Bill to</h3>
          <p className="text-gray-700">
            {billing ? `${b.firstName} ${b.lastName}, ${b.address}, ${b.city}, ${b.state} ${b.zipCode}` : 'Same as shipping'}
          </p>
          <h3 className="mt-3 font-semibold text-gray-900">Payment</h3>
          <p className="text-gray-700">{payment === 'cod' ? 'Cash on delivery' : 'Pay online (Easebuzz)'}</p>
        </div>
      </div>
      <ul className="divide-y divide-gray-100 text-sm">
        {items.map((i) => (
          <li key={i.id} className="flex justify-between py-2">
            <span>
              {i.product.name} × {i.quantity}
            </span>
            <span>{formatRupees(i.total)}</span>
          </li>
        ))}
      </ul>
      <div>
        <label htmlFor="notes" className="mb-1 block text-sm font-medium text-gray-800">
          Order notes (optional)
        </label>
        <textarea
          id="notes"
          value={notes}
          maxLength={1000}
          onChange={(e) => setNotes(e.target.value)}
          rows={2}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={backBtn} disabled={submitting}>
          Back
        </button>
        <button type="button" onClick={onSubmit} className={nextBtn} disabled={submitting}>
          {submitting ? 'Processing…' : payment === 'cod' ? `Place Order (${formatRupees(total)})` : `Pay ${formatRupees(total)}`}
        </button>
      </div>
    </section>
  );
}
