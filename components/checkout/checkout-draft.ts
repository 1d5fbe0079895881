'use client';

import { ADDRESS_FIELDS, checkoutValuesFrom, type CheckoutStep, type CheckoutValues } from '@/lib/domain/checkout';
import { SHIPPING_FIELDS } from '@/lib/domain/validation/checkout-form';

// What the shopper typed, kept in this tab (sessionStorage) until an order is placed: a Back out of checkout
// and Forward again, a sign-in after the session ended, or a payment that failed brings the form back filled.
// Per account, so a different shopper in the same tab never sees it.

const PREFIX = 'checkout-draft:';
type Draft = { step: CheckoutStep; values: CheckoutValues };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the form simply is not kept
  }
}

export function saveDraft(owner: string, step: CheckoutStep, values: CheckoutValues): void {
  storage()?.setItem(PREFIX + owner, JSON.stringify({ step, values } satisfies Draft));
}

/** The draft from the form as it is now (visible fields and the other steps' hidden ones). */
export function saveDraftOf(owner: string, step: CheckoutStep, form: HTMLFormElement): void {
  saveDraft(owner, step, checkoutValuesFrom(new FormData(form)));
}

export function readDraft(owner: string): Draft | null {
  try {
    const draft = JSON.parse(storage()?.getItem(PREFIX + owner) ?? 'null') as Draft | null;
    return draft && typeof draft.step === 'number' && draft.values?.shipping ? draft : null;
  } catch {
    return null;
  }
}

/** After an order is placed, no draft of any account stays in the tab. */
export function forgetCheckoutDrafts(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}

/**
 * The form post that restores a draft (the same field names the wizard renders); `notice`: the page's own
 * alert to keep (CANCELLED_NOTICE), `locale`: the page's language.
 */
export function draftForm(draft: Draft, idempotencyKey: string, notice: string | null, locale: string): FormData {
  const v = draft.values;
  const form = new FormData();
  for (const k of SHIPPING_FIELDS) form.set(`shipping.${k}`, v.shipping[k] ?? '');
  for (const k of ADDRESS_FIELDS) form.set(`billing.${k}`, v.billing[k] ?? '');
  if (v.billingSame) form.set('billing_same', '1');
  form.set('payment', v.payment);
  form.set('notes', v.notes ?? '');
  form.set('coupon_code', v.couponCode ?? '');
  form.set('step', String(draft.step));
  form.set('idempotency_key', idempotencyKey);
  form.set('intent', 'restore');
  form.set('locale', locale);
  if (notice) form.set('notice', notice);
  return form;
}
