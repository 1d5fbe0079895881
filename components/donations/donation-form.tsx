'use client';

import Script from 'next/script';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmOneTimeDonation, confirmRecurringDonation, startOneTimeDonation, startRecurringDonation } from '@/lib/actions/donations';
import {
  amountProblem,
  CAUSES,
  DEFAULT_CAUSE,
  DONATION_80G_MIN_RUPEES,
  DONATION_MESSAGES,
  validateDonation,
  type Frequency,
} from '@/lib/domain/donations';
import { formatInr } from '@/lib/domain/money';
import { Button } from '@/components/ui/button';
import { FrequencyDialog } from './frequency-dialog';
import { PolicyDialog } from './policy-dialog';
import { openCheckout } from './razorpay-checkout';
import { DonationResult, type Outcome } from './donation-result';

const EMPTY = { name: '', phone: '', email: '', amount: '', cause: DEFAULT_CAUSE.value, address: '', pan: '' };
type Fields = typeof EMPTY;
const input =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';

export function DonationForm({ checkoutUrl }: { checkoutUrl: string | null }) {
  const [f, setF] = useState<Fields>(EMPTY);
  const [want80G, setWant80G] = useState(false);
  const [frequency, setFrequency] = useState<Frequency | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [policyOpen, setPolicyOpen] = useState(false);
  const [frequencyOpen, setFrequencyOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [gatewayError, setGatewayError] = useState<string | null>(
    checkoutUrl ? null : 'Online donations are not available right now. Please contact us.',
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const router = useRouter();

  const cause = CAUSES.find((c) => c.value === f.cause) ?? DEFAULT_CAUSE;
  const check = validateDonation({ ...f, causeCode: cause.code, want80G, frequency: frequency ?? 'one-time' });
  const errors = check.ok ? {} : check.errors;
  const blocker = !check.ok ? check.message : !agreed ? DONATION_MESSAGES.policy : null;
  const amountHint = f.amount ? amountProblem(f.amount, want80G) : null;
  const set = (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setF((s) => ({ ...s, [k]: e.target.value }));
  const blur = (k: keyof Fields) => () => setTouched((t) => ({ ...t, [k]: true }));
  const shown = (k: keyof Fields) => (touched[k] && k in errors ? errors[k as keyof typeof errors] : undefined);

  function toggle80G(on: boolean) {
    setWant80G(on);
    if (on && (!f.amount || !/^\d+$/.test(f.amount) || Number(f.amount) < DONATION_80G_MIN_RUPEES))
      setF((s) => ({ ...s, amount: String(DONATION_80G_MIN_RUPEES) }));
    if (!on) {
      setF((s) => ({ ...s, pan: '' }));
      setFrequency(null);
    }
  }

  async function donate(chosen: Frequency) {
    setFrequency(chosen);
    setFrequencyOpen(false);
    setOutcome(null);
    if (!window.Razorpay)
      return setOutcome({ kind: 'error', message: gatewayError ?? 'Payment gateway not loaded. Please refresh the page and try again.' });
    setBusy(true);
    try {
      const draft = { ...f, causeCode: cause.code, want80G, frequency: chosen, pan: want80G ? f.pan : null };
      const started = chosen === 'one-time' ? await startOneTimeDonation(draft) : await startRecurringDonation(draft);
      if (!started.ok || !started.data) return setOutcome({ kind: 'error', message: started.message });
      const d = started.data;
      const result = await openCheckout(
        {
          key: d.key_id,
          name: d.name,
          description: d.description,
          prefill: d.prefill,
          notes: d.notes,
          ...('order_id' in d ? { order_id: d.order_id, amount: d.amount, currency: d.currency } : { subscription_id: d.subscription_id }),
        },
        (message) => setOutcome({ kind: 'error', message }),
      );
      if (result.kind === 'dismissed') return setOutcome({ kind: 'error', message: 'Payment was cancelled' });
      if (result.kind === 'unavailable')
        return setOutcome({ kind: 'error', message: 'Payment gateway not loaded. Please refresh the page and try again.' });
      const verified =
        chosen === 'one-time' ? await confirmOneTimeDonation(result.response) : await confirmRecurringDonation(result.response);
      if (!verified.ok || !verified.data) return setOutcome({ kind: 'error', message: verified.message });
      setOutcome({
        kind: 'success',
        paymentId: verified.data.payment_id,
        receiptUrl: verified.data.receipt_url,
        receiptNumber: verified.data.receipt_number,
        recurring: chosen !== 'one-time',
      });
      setF(EMPTY);
      setWant80G(false);
      setFrequency(null);
      setAgreed(false);
      setTouched({});
      router.refresh(); // the donor wall now includes this gift
    } catch {
      setOutcome({ kind: 'error', message: 'Donation failed. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Donation form"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocker && !busy) setFrequencyOpen(true);
      }}
    >
      {checkoutUrl && (
        <Script
          src={checkoutUrl}
          strategy="afterInteractive"
          onError={() => setGatewayError('Payment gateway failed to load. Please refresh the page.')}
        />
      )}
      <DonationResult outcome={outcome} />
      {gatewayError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {gatewayError}
        </p>
      )}

      <label className="flex items-start gap-3 rounded-xl border border-leaf-100 bg-leaf-50 p-4">
        <input type="checkbox" className="mt-1 size-4 accent-leaf-600" checked={want80G} onChange={(e) => toggle80G(e.target.checked)} />
        <span>
          <span className="font-semibold text-gray-900">I want an 80G tax exemption certificate</span>
          <span className="block text-xs text-gray-600">Minimum ₹2,000 and your PAN. Available only under the old tax regime.</span>
        </span>
      </label>

      <div>
        <label htmlFor="don-amount" className="block text-sm font-medium text-gray-800">
          Amount (₹) *
        </label>
        <input
          id="don-amount"
          inputMode="numeric"
          autoComplete="off"
          className={input}
          value={f.amount}
          onChange={set('amount')}
          onBlur={blur('amount')}
          aria-invalid={Boolean(amountHint)}
          aria-describedby="don-amount-hint"
          placeholder={want80G ? '2000' : '500'}
        />
        <p
          id="don-amount-hint"
          aria-live="polite"
          className={`mt-1 text-sm ${!f.amount ? 'text-gray-500' : amountHint ? 'text-red-700' : 'text-leaf-700'}`}
        >
          {f.amount ? (amountHint ?? `${DONATION_MESSAGES.validAmount}`) : 'Multiples of ₹10, minimum ₹50.'}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="don-name" label="Full name *" error={shown('name')}>
          <input
            id="don-name"
            autoComplete="name"
            className={input}
            value={f.name}
            onChange={set('name')}
            onBlur={blur('name')}
            aria-invalid={Boolean(shown('name'))}
            aria-describedby={shown('name') ? 'don-name-error' : undefined}
          />
        </Field>
        <Field id="don-phone" label="Phone *" error={shown('phone')}>
          <input
            id="don-phone"
            type="tel"
            autoComplete="tel"
            className={input}
            value={f.phone}
            onChange={set('phone')}
            onBlur={blur('phone')}
            aria-invalid={Boolean(shown('phone'))}
            aria-describedby={shown('phone') ? 'don-phone-error' : undefined}
          />
        </Field>
        <Field id="don-email" label="Email *" error={shown('email')}>
          <input
            id="don-email"
            type="email"
            autoComplete="email"
            className={input}
            value={f.email}
            onChange={set('email')}
            onBlur={blur('email')}
            aria-invalid={Boolean(shown('email'))}
            aria-describedby={shown('email') ? 'don-email-error' : undefined}
          />
        </Field>
        <Field id="don-cause" label="Cause *" error={shown('cause')}>
          <select id="don-cause" className={input} value={f.cause} onChange={set('cause')}>
            {CAUSES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="don-address" label="Address *" error={shown('address')}>
        <textarea
          id="don-address"
          rows={2}
          autoComplete="street-address"
          className={input}
          value={f.address}
          onChange={set('address')}
          onBlur={blur('address')}
          aria-invalid={Boolean(shown('address'))}
          aria-describedby={shown('address') ? 'don-address-error' : undefined}
        />
      </Field>
      {want80G && (
        <Field id="don-pan" label="PAN *" error={shown('pan')}>
          <input
            id="don-pan"
            autoComplete="off"
            maxLength={10}
            className={`${input} uppercase`}
            value={f.pan}
            onChange={(e) => setF((s) => ({ ...s, pan: e.target.value.toUpperCase() }))}
            onBlur={blur('pan')}
            aria-invalid={Boolean(shown('pan'))}
            aria-describedby={shown('pan') ? 'don-pan-error' : undefined}
            placeholder="ABCDE1234F"
          />
        </Field>
      )}

      <label className="flex items-start gap-3 text-sm text-gray-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={agreed}
          onChange={(e) => {
            if (e.target.checked) setPolicyOpen(true);
            else setAgreed(false);
          }}
        />
        <span>I have read and agree to the Refund &amp; Cancellation Policy *</span>
      </label>

      <div>
        <Button type="submit" className="w-full py-3 text-base" disabled={Boolean(blocker) || busy}>
          {busy ? 'Processing…' : 'Create Donation'}
        </Button>
        {blocker && (
          <p className="mt-2 text-center text-sm text-gray-600" data-testid="donation-blocker">
            {blocker}
          </p>
        )}
        {!blocker && check.ok && (
          <p className="mt-2 text-center text-sm text-gray-600">
            You will donate {formatInr(check.value.amountPaise, { whole: true })} to {cause.label}.
          </p>
        )}
      </div>

      <PolicyDialog
        open={policyOpen}
        onOpenChange={setPolicyOpen}
        onAccept={() => {
          setAgreed(true);
          setPolicyOpen(false);
        }}
      />
      <FrequencyDialog
        open={frequencyOpen}
        onOpenChange={setFrequencyOpen}
        onChoose={donate}
        amountLabel={check.ok ? formatInr(check.value.amountPaise, { whole: true }) : ''}
      />
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {error && (
        <p className="mt-1 text-sm text-red-700" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
