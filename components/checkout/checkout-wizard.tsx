'use client';

import { useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { succeeded } from '@/lib/domain/action-result';
import { CHECKOUT_STEPS, type CheckoutAlert, type CheckoutState, type PaymentChoice } from '@/lib/domain/checkout';
import { useCodedText, type CodedTexts } from '@/lib/i18n/use-coded-text';
import { LocaleField } from '@/components/ui/locale-field';
import { checkoutAction } from '@/lib/actions/checkout';
import { AddressFields } from './address-fields';
import { PrivacyLine } from '@/components/site/privacy-line';
import { CheckoutSidebar } from './checkout-sidebar';
import { CarriedValues, PaymentStep, ReviewStep, StepButtons, StepNav } from './steps';
import { saveDraftOf } from './checkout-draft';
import { useStepHistory } from './use-step-history';

/**
 * The three-step checkout as one form posting to the checkout action. The server answers each step (so it
 * works as plain page posts without JavaScript); with JavaScript, useActionState swaps the step in place,
 * the payment choice updates the total at once, typing clears a field's error, and focus moves to the new step or to the first field in error;
 * each step has its own history entry and the form is kept in the tab (use-step-history.ts). `owner` names
 * the account whose kept form this is; `restore`: bring a kept form back on arrival.
 */
export function CheckoutWizard({ initial, owner, restore }: { initial: CheckoutState; owner: string; restore: boolean }) {
  const t = useTranslations('checkout');
  const coded = useCodedText();
  const stepLabels = CHECKOUT_STEPS.map((_, i) => t(`step.${i}` as 'step.0'));
  const [result, dispatch] = useActionState(checkoutAction, succeeded(initial));
  // A failure the action could not turn into a step (unexpected) keeps the last step shown, with its message.
  const [lastShown, setLastShown] = useState(initial);
  if (result.ok && result.data !== lastShown) setLastShown(result.data);
  const state = useMemo(() => (result.ok ? result.data : { ...lastShown, alert: { error: result.error } }), [result, lastShown]);
  const v = state.values;
  // Choices made since the last answer; a new answer starts from what the server said.
  const [local, setLocal] = useState<{ of: CheckoutState; payment?: PaymentChoice; edited: string[] }>({ of: state, edited: [] });
  const current = local.of === state ? local : { of: state, edited: [] as string[] };
  const payment = current.payment ?? v.payment;
  const errors = Object.fromEntries(
    Object.entries(state.errors)
      .filter(([k]) => !current.edited.includes(k))
      .flatMap(([k, refusal]) => (refusal ? [[k, coded.error(refusal)]] : [])),
  );
  const edit = (name: string) => {
    const key = name.startsWith('shipping.') ? name.slice('shipping.'.length) : name;
    if (state.errors[key] && !current.edited.includes(key)) setLocal({ ...current, edited: [...current.edited, key] });
  };

  const form = useRef<HTMLFormElement>(null);
  const onBack = useStepHistory({ state, dispatch, form, owner, restore });

  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);
  // A refused step moves focus to its first field in error (page order), not left on the pressed button:
  // the keyboard and the screen reader start where the fixing is. Runs after the step's heading focus.
  useEffect(() => {
    if (Object.keys(state.errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  return (
    <form
      ref={form}
      action={dispatch}
      onInput={(e) => saveDraftOf(owner, state.step, e.currentTarget)}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <LocaleField />
      <input type="hidden" name="step" value={state.step} />
      <input type="hidden" name="idempotency_key" value={state.idempotencyKey} />
      <input type="hidden" name="coupon_code" value={v.couponCode ?? ''} />
      <CarriedValues values={v} step={state.step} />
      <div className="min-w-0 space-y-6">
        <StepNav steps={stepLabels} current={state.step} label={t('steps')} />
        <p className="sr-only" aria-live="polite">
          {t('stepOf', { step: state.step + 1, total: CHECKOUT_STEPS.length, label: stepLabels[state.step] })}
        </p>
        {state.alert && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {alertText(state.alert, coded)}
          </p>
        )}
        <section aria-labelledby="step-heading" className="space-y-5 rounded-xl border border-gray-200 bg-white p-5">
          <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-gray-900 focus:outline-none">
            {t(`heading.${state.step}` as 'heading.0')}
          </h2>
          {state.step === 0 && (
            <>
              {/* Keyed by the values the server answered: fields are uncontrolled, and React applies a new
                  defaultValue to an edited input (or any select) only when it mounts, so a restored form or a
                  refused step would otherwise show stale text or return the state to "Choose…". */}
              <AddressFields key={JSON.stringify(v.shipping)} prefix="shipping" values={v.shipping} errors={errors} onEdit={edit} />
              <PrivacyLine purpose="checkout" />
              {/* The billing fields show when the box is unticked: CSS alone (peer), so it works without JavaScript. */}
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id="billing-same"
                  type="checkbox"
                  name="billing_same"
                  value="1"
                  defaultChecked={v.billingSame}
                  className="peer h-4 w-4 accent-brand-500"
                />
                <label htmlFor="billing-same" className="text-sm text-gray-800">
                  {t('billingSame')}
                </label>
                <div className="mt-2 basis-full space-y-3 peer-checked:hidden">
                  <h3 className="font-semibold text-gray-900">{t('billingAddress')}</h3>
                  <AddressFields key={JSON.stringify(v.billing)} prefix="billing" values={v.billing} errors={errors} onEdit={edit} />
                </div>
              </div>
              <StepButtons next="to-payment" nextText={t('continueToPayment')} pendingText={t('checking')} />
            </>
          )}
          {state.step === 1 && <PaymentStep payment={v.payment} onChoose={(p) => setLocal({ ...current, payment: p })} onBack={onBack} />}
          {state.step === 2 && <ReviewStep values={v} lines={state.lines} totalPaise={state.totals[v.payment].total} onBack={onBack} />}
        </section>
      </div>
      <CheckoutSidebar lines={state.lines} totals={state.totals[payment]} coupon={state.coupon} couponError={errors.coupon_entry} />
    </form>
  );
}

/** The alert in the page's language; a validation summary lists its fields' refusals after the spec's words. */
function alertText(alert: CheckoutAlert, coded: CodedTexts): string {
  if ('notice' in alert) return coded.notice(alert.notice);
  if (!alert.details) return coded.error(alert.error);
  return coded.error({ ...alert.error, params: { ...alert.error.params, details: alert.details.map(coded.error).join(' ') } });
}
