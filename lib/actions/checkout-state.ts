import 'server-only';
import { randomUUID } from 'node:crypto';
import { addressErrors, type CheckoutAlert, type CheckoutState, type CheckoutStep, type CheckoutValues } from '@/lib/domain/checkout';
import type { FormErrors } from '@/lib/domain/validation/checkout-form';
import { checkoutPrefill, checkoutQuote } from '@/lib/server/orders';
import { cartView } from '@/lib/server/cart';
import type { SignedInCaller } from '@/lib/server/accounts';
import type { Locale } from '@/lib/i18n/routing';

const BLANK_ADDRESS = { firstName: '', lastName: '', address: '', city: '', state: '', zipCode: '' };
const BLANK_SHIPPING = { ...BLANK_ADDRESS, landmark: '' };

/**
 * The wizard's first state: step 1, name, email and phone from the account (SF §4), a fresh idempotency key.
 * `retry`: the values of an order whose payment failed (Try Again), shown at Review when its address holds.
 */
export async function firstCheckoutState(
  caller: SignedInCaller,
  locale: Locale,
  alert: CheckoutAlert | null,
  retry: CheckoutValues | null = null,
): Promise<CheckoutState> {
  const idempotencyKey = randomUUID();
  if (retry) {
    const step = Object.keys(addressErrors(retry)).length ? 0 : 2;
    return checkoutState(caller, locale, { step, values: retry, errors: {}, alert, idempotencyKey });
  }
  const prefill = await checkoutPrefill(caller);
  const values: CheckoutValues = {
    shipping: { ...BLANK_SHIPPING, ...prefill, email: prefill.email, phone: prefill.phone, gstin: '' },
    billingSame: true,
    billing: BLANK_ADDRESS,
    payment: 'easebuzz',
    couponCode: null,
    notes: '',
  };
  return checkoutState(caller, locale, { step: 0, values, errors: {}, alert, idempotencyKey });
}

/**
 * Prices the state on the server (our prices, the coupon checked again): an applied coupon that no longer
 * holds is dropped with its reason. A newly tried code arrives as `tryCode`.
 */
export async function checkoutState(
  caller: SignedInCaller,
  locale: Locale,
  s: {
    step: CheckoutStep;
    values: CheckoutValues;
    errors: FormErrors;
    alert: CheckoutAlert | null;
    idempotencyKey: string;
    tryCode?: string;
  },
): Promise<CheckoutState> {
  const code = s.tryCode ?? s.values.couponCode;
  const [quote, cart] = await Promise.all([
    checkoutQuote(caller, { code, email: s.values.shipping.email || null }),
    cartView(caller, locale),
  ]);
  const check = quote.check;
  const applied = code && check?.ok ? code : null;
  const coupon: CheckoutState['coupon'] = !code
    ? { state: 'none' }
    : check?.ok
      ? { state: 'valid', code, savingsPaise: quote.savingsPaise }
      : { state: 'invalid', code, refusal: check?.ok === false ? check.refusal : { code: 'coupon.invalid' } };
  return {
    step: s.step,
    values: { ...s.values, couponCode: applied },
    errors: s.errors,
    alert: s.alert,
    coupon,
    totals: quote.totals,
    idempotencyKey: s.idempotencyKey,
    lines: cart.lines,
  };
}
