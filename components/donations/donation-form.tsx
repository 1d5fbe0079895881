'use client';

import Script from 'next/script';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { confirmOneTimeDonation, confirmRecurringDonation, startOneTimeDonation, startRecurringDonation } from '@/lib/actions/donations';
import {
  amountProblem,
  CAUSES,
  DEFAULT_CAUSE,
  DEFAULT_WALL_DISPLAY,
  DONATION_80G_MIN_RUPEES,
  DONATION_MESSAGES,
  DONATION_PRESETS_RUPEES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  validateDonation,
  WALL_DISPLAY_LABELS,
  WALL_DISPLAYS,
  type Frequency,
  type WallDisplay,
} from '@/lib/domain/donations';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { Button } from '@/components/ui/button';
import { FrequencyDialog } from './frequency-dialog';
import { PolicyDialog } from './policy-dialog';
import { openCheckout } from './razorpay-checkout';
import { DonationResult, DonationSuccess, type Outcome, type Success } from './donation-result';
import { promises } from '@/lib/config/promises';

const EMPTY = { name: '', phone: '', email: '', amount: '', cause: DEFAULT_CAUSE.value, address: '', pan: '' };
type Fields = typeof EMPTY;
const input =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';
/** The fields in the order they appear: a first click goes to the first one that needs fixing. */
const FIELD_IDS: Record<string, string> = {
  amount: 'don-amount',
  name: 'don-name',
  phone: 'don-phone',
  email: 'don-email',
  pan: 'don-pan',
  address: 'don-address',
};
const choice = (on: boolean) =>
  `flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 px-3 py-2 text-sm font-semibold transition ${
    on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-400'
  }`;

export function DonationForm({ checkoutUrl }: { checkoutUrl: string | null }) {
  const [f, setF] = useState<Fields>(EMPTY);
  const [want80G, setWant80G] = useState(false);
  const [frequency, setFrequency] = useState<Frequency>('one-time');
  const [wallDisplay, setWallDisplay] = useState<WallDisplay>(DEFAULT_WALL_DISPLAY);
  const [showAmount, setShowAmount] = useState(false);
  const [agreed, setAgreed] = useState(false);
  // Messages wait for the donor: nothing is flagged (and the button stays usable) before the first change.
  const [interacted, setInteracted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [policyOpen, setPolicyOpen] = useState(false);
  const [frequencyOpen, setFrequencyOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [gatewayError, setGatewayError] = useState<string | null>(
    checkoutUrl ? null : 'Online donations are not available right now. Please contact us.',
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);
  // One Idempotency-Key per attempt: the same draft sent again (double click, retry) reuses it; a changed
  // draft or a finished attempt (paid, cancelled, failed) gets a new one.
  const attempt = useRef<{ key: string; draft: string } | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();

  const cause = CAUSES.find((c) => c.value === f.cause) ?? DEFAULT_CAUSE;
  const check = validateDonation({ ...f, causeCode: cause.code, want80G, frequency, wallDisplay, showAmount });
  const errors = check.ok ? {} : check.errors;
  const blocker = !check.ok ? check.message : !agreed ? DONATION_MESSAGES.policy : null;
  const amountHint = f.amount ? amountProblem(f.amount, want80G) : null;
  const change = () => setInteracted(true);
  const set = (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    change();
    setF((s) => ({ ...s, [k]: e.target.value }));
  };
  const blur = (k: keyof Fields) => () => setTouched((t) => ({ ...t, [k]: true }));
  // A missing field is marked; the spec's one message naming every missing field shows once, under the button.
  const missing = (k: keyof Fields) => touched[k] && !check.ok && errors[k as keyof typeof errors] === check.message && !f[k];
  const shown = (k: keyof Fields) => (touched[k] && k in errors && !missing(k) ? errors[k as keyof typeof errors] : undefined);
  const invalid = (k: keyof Fields) => Boolean(shown(k)) || missing(k);
  const describedBy = (k: keyof Fields, id: string) => (shown(k) ? `${id}-error` : missing(k) ? 'donation-blocker' : undefined);

  useEffect(() => {
    if (success) document.getElementById('donation-thanks')?.focus();
  }, [success]);

  function setAmount(rupees: string) {
    change();
    setF((s) => ({ ...s, amount: rupees }));
    setTouched((t) => ({ ...t, amount: true }));
  }

  function toggle80G(on: boolean) {
    change();
    setWant80G(on);
    if (on && (!f.amount || !/^\d+$/.test(f.amount) || Number(f.amount) < DONATION_80G_MIN_RUPEES))
      setF((s) => ({ ...s, amount: String(DONATION_80G_MIN_RUPEES) }));
    if (!on) {
      setF((s) => ({ ...s, pan: '' }));
      setFrequency('one-time');
    }
  }

  function reset() {
    setF(EMPTY);
    setWant80G(false);
    setFrequency('one-time');
    setWallDisplay(DEFAULT_WALL_DISPLAY);
    setShowAmount(false);
    setAgreed(false);
    setTouched({});
    setInteracted(false);
  }

  async function donate(chosen: Frequency) {
    setFrequency(chosen);
    setFrequencyOpen(false);
    setOutcome(null);
    if (!window.Razorpay)
      return setOutcome({ kind: 'error', message: gatewayError ?? 'Payment gateway not loaded. Please refresh the page and try again.' });
    setBusy(true);
    try {
      const draft = { ...f, causeCode: cause.code, want80G, frequency: chosen, pan: want80G ? f.pan : null, wallDisplay, showAmount };
      const sent = JSON.stringify(draft);
      if (attempt.current?.draft !== sent) attempt.current = { key: crypto.randomUUID(), draft: sent };
      const key = attempt.current.key;
      const started = chosen === 'one-time' ? await startOneTimeDonation(draft, key) : await startRecurringDonation(draft, key);
      if (started.ok) attempt.current = null; // the gateway order exists: the next attempt is a new one
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
      setSuccess({
        paymentId: verified.data.payment_id,
        receiptUrl: verified.data.receipt_url,
        receiptNumber: verified.data.receipt_number,
        frequency: chosen,
        amountLabel: check.ok ? formatInr(check.value.amountPaise, { whole: true }) : '',
        causeName: cause.name,
      });
      reset();
      router.refresh(); // the donor wall now includes this gift
    } catch {
      setOutcome({ kind: 'error', message: 'Donation failed. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  if (success)
    return (
      <DonationSuccess
        success={success}
        onAgain={() => {
          setSuccess(null);
          setOutcome(null);
          requestAnimationFrame(() => amountInput.current?.focus());
        }}
      />
    );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Donation form"
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (blocker) {
          // A click before any typing: show every message and take the donor to the first field to fix.
          setInteracted(true);
          setTouched({ amount: true, name: true, phone: true, email: true, address: true, pan: true, cause: true });
          const first = Object.keys(FIELD_IDS).find((k) => k in errors);
          const el = first ? document.getElementById(FIELD_IDS[first]) : null;
          (el ?? formRef.current?.querySelector<HTMLElement>('#don-policy'))?.focus();
          return;
        }
        setFrequencyOpen(true);
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
        <input type="checkbox" className="mt-1 size-5 accent-leaf-600" checked={want80G} onChange={(e) => toggle80G(e.target.checked)} />
        <span>
          <span className="font-semibold text-gray-900">I want an 80G tax exemption certificate</span>
          <span className="block text-xs text-gray-600">Minimum ₹2,000 and your PAN. Available only under the old tax regime.</span>
        </span>
      </label>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Choose an amount</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {DONATION_PRESETS_RUPEES.map((rupees) => {
            const tooSmall = want80G && rupees < DONATION_80G_MIN_RUPEES;
            return (
              <button
                key={rupees}
                type="button"
                aria-pressed={f.amount === String(rupees)}
                disabled={tooSmall}
                title={tooSmall ? DONATION_MESSAGES.minimum80g : undefined}
                onClick={() => setAmount(String(rupees))}
                className={`${choice(f.amount === String(rupees))} disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-500`}
              >
                {formatInr(rupeesToPaise(rupees), { whole: true })}
              </button>
            );
          })}
          <button
            type="button"
            aria-pressed={Boolean(f.amount) && !DONATION_PRESETS_RUPEES.some((r) => String(r) === f.amount)}
            onClick={() => {
              if (DONATION_PRESETS_RUPEES.some((r) => String(r) === f.amount)) setF((s) => ({ ...s, amount: '' }));
              amountInput.current?.focus();
            }}
            className={choice(Boolean(f.amount) && !DONATION_PRESETS_RUPEES.some((r) => String(r) === f.amount))}
          >
            Other
          </button>
        </div>
        <label htmlFor="don-amount" className="mt-3 block text-sm font-medium text-gray-800">
          Amount (₹) *
        </label>
        <input
          id="don-amount"
          ref={amountInput}
          inputMode="numeric"
          autoComplete="off"
          className={input}
          value={f.amount}
          onChange={set('amount')}
          onBlur={blur('amount')}
          aria-invalid={Boolean(amountHint) || invalid('amount')}
          aria-describedby="don-amount-hint"
        />
        <p
          id="don-amount-hint"
          aria-live="polite"
          className={`mt-1 text-sm ${!f.amount ? (shown('amount') && errors.amount ? 'text-red-700' : 'text-gray-600') : amountHint ? 'text-red-700' : 'text-leaf-700'}`}
        >
          {f.amount
            ? (amountHint ?? `${DONATION_MESSAGES.validAmount}`)
            : shown('amount') && errors.amount
              ? errors.amount
              : want80G
                ? 'Multiples of ₹10, minimum ₹2,000 with 80G.'
                : 'Multiples of ₹10, minimum ₹50.'}
        </p>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">How often? *</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {FREQUENCIES.map((value) => (
            <label key={value} className={choice(frequency === value)}>
              <input
                type="radio"
                name="frequency"
                value={value}
                className="mr-2 size-4 accent-brand-600"
                checked={frequency === value}
                onChange={() => {
                  change();
                  setFrequency(value);
                }}
              />
              {FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
        {frequency !== 'one-time' && <p className="mt-1 text-xs text-gray-600">{promises.donations.cancelRecurring}</p>}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Cause *</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CAUSES.map((c) => (
            <label
              key={c.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
                f.cause === c.value ? 'border-brand-600 bg-brand-50' : 'border-gray-200 hover:border-brand-300'
              }`}
            >
              <input
                type="radio"
                name="cause"
                value={c.value}
                className="mt-1 size-4 shrink-0 accent-brand-600"
                checked={f.cause === c.value}
                onChange={set('cause')}
              />
              <span>
                <span className="block font-semibold text-gray-900">{c.name}</span>
                <span className="block text-gray-600">{c.label.slice(c.label.indexOf('(') + 1, -1)}</span>
              </span>
            </label>
          ))}
        </div>
        {shown('cause') && <p className="mt-1 text-sm text-red-700">{shown('cause')}</p>}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="don-name" label="Full name *" error={shown('name')}>
          <input
            id="don-name"
            autoComplete="name"
            className={input}
            value={f.name}
            onChange={set('name')}
            onBlur={blur('name')}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name', 'don-name')}
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
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('phone', 'don-phone')}
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
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email', 'don-email')}
          />
        </Field>
        {want80G ? (
          <Field id="don-pan" label="PAN *" error={shown('pan')}>
            <input
              id="don-pan"
              autoComplete="off"
              maxLength={10}
              className={`${input} uppercase`}
              value={f.pan}
              onChange={(e) => {
                change();
                setF((s) => ({ ...s, pan: e.target.value.toUpperCase() }));
              }}
              onBlur={blur('pan')}
              aria-invalid={invalid('pan')}
              aria-describedby={describedBy('pan', 'don-pan') ?? 'don-pan-format'}
            />
            <p id="don-pan-format" className="mt-1 text-xs text-gray-600">
              Five letters, four digits, one letter (e.g. ABCDE1234F).
            </p>
          </Field>
        ) : (
          <div className="hidden sm:block" />
        )}
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
          aria-invalid={invalid('address')}
          aria-describedby={describedBy('address', 'don-address')}
        />
      </Field>

      <fieldset className="rounded-xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-medium text-gray-800">On our wall of supporters</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WALL_DISPLAYS.map((value) => (
            <label key={value} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="wallDisplay"
                value={value}
                className="size-4 accent-brand-600"
                checked={wallDisplay === value}
                onChange={() => {
                  change();
                  setWallDisplay(value);
                  if (value === 'hidden') setShowAmount(false);
                }}
              />
              {WALL_DISPLAY_LABELS[value]}
            </label>
          ))}
        </div>
        <label className={`mt-3 flex items-center gap-2 text-sm ${wallDisplay === 'hidden' ? 'text-gray-500' : 'text-gray-800'}`}>
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={showAmount}
            disabled={wallDisplay === 'hidden'}
            onChange={(e) => {
              change();
              setShowAmount(e.target.checked);
            }}
          />
          Show the amount I gave
        </label>
      </fieldset>

      <label className="flex items-start gap-3 text-sm text-gray-700">
        <input
          id="don-policy"
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-600"
          checked={agreed}
          onChange={(e) => {
            change();
            if (e.target.checked) setPolicyOpen(true);
            else setAgreed(false);
          }}
        />
        <span>I have read and agree to the Refund &amp; Cancellation Policy *</span>
      </label>

      <div>
        <Button
          type="submit"
          className="w-full py-3 text-base"
          disabled={interacted && Boolean(blocker)}
          aria-describedby={interacted && blocker ? 'donation-blocker' : undefined}
        >
          {busy ? 'Processing…' : 'Create Donation'}
        </Button>
        <p aria-live="polite" className="mt-2 text-center text-sm text-gray-700" id="donation-blocker" data-testid="donation-blocker">
          {interacted && blocker ? blocker : ''}
        </p>
        {!blocker && check.ok && (
          <p className="mt-1 text-center text-sm text-gray-600">
            You will donate {formatInr(check.value.amountPaise, { whole: true })}
            {frequency === 'one-time' ? ' once' : ` ${FREQUENCY_LABELS[frequency].toLowerCase()}`} to {cause.name}.
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
        chosen={frequency}
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
