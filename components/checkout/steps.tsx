'use client';

import { useTranslations } from 'next-intl';
import type { CartViewLine } from '@/lib/domain/cart-view';
import { ADDRESS_FIELDS, type CheckoutValues, type PaymentChoice } from '@/lib/domain/checkout';
import { formatInr } from '@/lib/domain/money';
import { COD_FEE_PAISE } from '@/lib/domain/pricing';
import { SHIPPING_FIELDS } from '@/lib/domain/validation/checkout-form';
import { CONTROL, Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';

export function StepNav({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label={label}>
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

/**
 * The values of the steps not on screen, as hidden inputs: every post carries the whole wizard, so each step
 * works as a plain form.
 */
export function CarriedValues({ values: v, step }: { values: CheckoutValues; step: number }) {
  const hidden = (name: string, value: string) => <input key={name} type="hidden" name={name} value={value} />;
  return (
    <>
      {step !== 0 && SHIPPING_FIELDS.map((k) => hidden(`shipping.${k}`, v.shipping[k]))}
      {step !== 0 && v.billingSame && hidden('billing_same', '1')}
      {step !== 0 && !v.billingSame && ADDRESS_FIELDS.map((k) => hidden(`billing.${k}`, v.billing[k]))}
      {step !== 1 && hidden('payment', v.payment)}
      {step !== 2 && hidden('notes', v.notes)}
    </>
  );
}

type OnBack = (event: React.MouseEvent) => void;

/** Back and forward: forward comes first in the markup, so Enter in a field submits it, not Back. */
export function StepButtons({
  back,
  next,
  nextText,
  pendingText,
  onBack,
}: {
  back?: boolean;
  next: string;
  nextText: string;
  pendingText: string;
  /** With JavaScript, Back walks the browser's history of steps (use-step-history.ts). */
  onBack?: OnBack;
}) {
  const t = useTranslations('checkout');
  return (
    <div className="flex flex-row-reverse flex-wrap justify-between gap-3">
      <SubmitButton intent={next} size="md" pendingText={pendingText}>
        {nextText}
      </SubmitButton>
      {back && (
        <SubmitButton intent="back" variant="secondary" size="md" onClick={onBack}>
          {t('back')}
        </SubmitButton>
      )}
    </div>
  );
}

export function PaymentStep({
  payment,
  onChoose,
  onBack,
}: {
  payment: PaymentChoice;
  onChoose: (p: PaymentChoice) => void;
  onBack?: OnBack;
}) {
  const t = useTranslations('checkout');
  const option = (value: PaymentChoice, title: string, text: string) => (
    <label className="flex cursor-pointer gap-3 rounded-lg border border-gray-200 p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="payment"
        value={value}
        defaultChecked={payment === value}
        onChange={() => onChoose(value)}
        className="mt-1 h-4 w-4 accent-brand-500"
      />
      <span>
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-sm text-gray-600">{text}</span>
      </span>
    </label>
  );
  return (
    <>
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('paymentMethod')}</legend>
        {option('easebuzz', t('online'), t('onlineText'))}
        {option('cod', t('cod'), t('codText', { fee: formatInr(COD_FEE_PAISE, { whole: true }) }))}
      </fieldset>
      <StepButtons back next="to-review" nextText={t('reviewOrder')} pendingText={t('loading')} onBack={onBack} />
    </>
  );
}

export function ReviewStep({
  values: v,
  lines,
  totalPaise,
  onBack,
}: {
  values: CheckoutValues;
  lines: CartViewLine[];
  totalPaise: number;
  onBack?: OnBack;
}) {
  const t = useTranslations('checkout');
  const s = v.shipping;
  const b = v.billing;
  const cod = v.payment === 'cod';
  return (
    <>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-gray-900">{t('shipTo')}</h3>
          <p className="text-gray-700">
            {s.firstName} {s.lastName}
            <br />
            {s.address}
            <br />
            {s.city}, {s.state} {s.zipCode}, {t('india')}
            <br />
            <span className="wrap-anywhere">{s.email}</span> · {s.phone}
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-gray-900">{t('billTo')}</h3>
          <p className="text-gray-700">
            {v.billingSame ? t('sameAsShipping') : `${b.firstName} ${b.lastName}, ${b.address}, ${b.city}, ${b.state} ${b.zipCode}`}
          </p>
          <h3 className="mt-3 font-semibold text-gray-900">{t('payment')}</h3>
          <p className="text-gray-700">{cod ? t('cod') : t('online')}</p>
        </div>
      </div>
      <ul className="divide-y divide-gray-100 text-sm">
        {lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 wrap-anywhere">
              {l.name} × {l.quantity}
            </span>
            <span className="shrink-0">{formatInr(l.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <Field id="notes" label={t('notes')}>
        {(control) => <textarea {...control} name="notes" defaultValue={v.notes} maxLength={1000} rows={2} className={CONTROL} />}
      </Field>
      {/* The total confirmed here: the server refuses the order if its own total differs (and shows the new one). */}
      <input type="hidden" name="expected_total" value={totalPaise} />
      <StepButtons
        back
        onBack={onBack}
        next="place"
        nextText={cod ? t('placeOrder', { total: formatInr(totalPaise) }) : t('pay', { total: formatInr(totalPaise) })}
        pendingText={t('processing')}
      />
    </>
  );
}
