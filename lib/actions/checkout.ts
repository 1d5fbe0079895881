'use server';

import { randomUUID } from 'node:crypto';
import { z } from '@/lib/domain/zod';
import {
  addressErrors,
  CANCELLED_NOTICE,
  checkoutValuesFrom,
  FORM_INCOMPLETE,
  orderPayloadOf,
  PAYMENT_CANCELLED,
  SESSION_ENDED_REASON,
  type CheckoutAlert,
  type CheckoutState,
  type CheckoutStep,
} from '@/lib/domain/checkout';
import { isCouponRefusal } from '@/lib/domain/coupons';
import { DomainError, fieldErrorsOf, gatewayRefusalForBuyer, type ErrorCode, type FieldErrors } from '@/lib/domain/errors';
import { paiseToRupees } from '@/lib/domain/money';
import { orderInputSchema } from '@/lib/domain/validation/order';
import type { ActionResult } from '@/lib/domain/action-result';
import { requireSignedIn, type SignedInCaller } from '@/lib/server/accounts';
import { limitCouponAttempts } from '@/lib/server/orders';
import { PaymentNotStarted, placeOrder } from '@/lib/server/checkout';
import { checkoutState } from './checkout-state';
import { runAction } from './run-action';
import { pageLocale } from './page-locale';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

// The checkout wizard's one action. Each button posts the whole form with an `intent`; the answer is the
// next state (step, values, errors, coupon, prices). Without JavaScript every step is a page; with it,
// useActionState swaps the step in place. The state is the `data` of the one ActionResult (runAction), which
// also does the redirects (sign-in for a guest, the cart when it emptied, the success or payment page), in
// the language of the page the form is on (its hidden `locale` field). Place Order goes through the one
// place-order use case (lib/server/checkout), as POST /api/orders and /api/payments/initiate do.

const NO_RETURN_URLS = { return_url: null, cancel_url: null, failure_url: null };

/** The cart emptied, or a product left it, since the step was shown: back to the cart page. */
const CART_GONE: readonly ErrorCode[] = ['cart.empty', 'order.product_unavailable', 'order.product_unavailable_named'];

type Draft = Parameters<typeof checkoutState>[2];

/** A step's outcome: the next state to price and show, or a page to go to (the runner redirects). */
type Next = Draft | { redirect: string };

export async function checkoutAction(_previous: ActionResult<CheckoutState> | null, form: FormData): Promise<ActionResult<CheckoutState>> {
  const locale = pageLocale(form.get('locale'));
  return runAction({
    // A session that ended mid-checkout: the sign-in page says so, and the form waits in the tab (the wizard
    // keeps it in sessionStorage) to be restored on the way back.
    guestRedirect: localizedPath(`/auth?next=/checkout&reason=${SESSION_ENDED_REASON}`, locale),
    schema: z.instanceof(FormData),
    input: form,
    fallback: 'checkout.failed',
    run: async (guestOrUser, form) => {
      const caller = requireSignedIn(guestOrUser);
      const draft: Draft = {
        step: stepOf(form.get('step')),
        values: checkoutValuesFrom(form),
        errors: {},
        alert: null,
        idempotencyKey: String(form.get('idempotency_key') ?? '').slice(0, 100),
      };
      const next = await nextState(caller, String(form.get('intent') ?? ''), draft, form, locale);
      if ('redirect' in next) return { redirect: next.redirect };
      try {
        return { data: await checkoutState(caller, locale, next) };
      } catch (error) {
        // The cart emptied meanwhile (another tab ordered it): back to the cart page, as on arrival.
        if (error instanceof DomainError && CART_GONE.includes(error.code as ErrorCode))
          return { redirect: localizedPath('/cart', locale) };
        throw error;
      }
    },
  });
}

async function nextState(caller: SignedInCaller, intent: string, d: Draft, form: FormData, locale: Locale): Promise<Next> {
  switch (intent) {
    case 'to-payment':
    case 'to-review':
      return checkedAddress(d, intent === 'to-payment' ? 1 : 2);
    case 'back':
      return { ...d, step: Math.max(0, d.step - 1) as CheckoutStep };
    case 'goto':
      // The browser's Back and Forward between steps (the wizard keeps one history entry per step).
      return goTo(d, stepOf(form.get('goto')));
    case 'restore':
      // The form the tab kept (a Back out of checkout, a sign-in after the session ended, a failed payment).
      return restored(d, form.get('notice') === CANCELLED_NOTICE ? PAYMENT_CANCELLED : null);
    case 'apply-coupon':
      return applyCoupon(caller, d, String(form.get('coupon_entry') ?? ''));
    case 'remove-coupon':
      return { ...d, values: { ...d.values, couponCode: null } };
    case 'place':
      return place(caller, d, shownTotal(form.get('expected_total')), locale);
    default:
      return d;
  }
}

function goTo(d: Draft, to: CheckoutStep): Draft {
  return to <= d.step ? { ...d, step: to } : checkedAddress(d, to);
}

/**
 * A kept form comes back on its step when its address still holds, else on the first step. The page's own
 * notice (only a cancelled payment's) stays; otherwise Review says the form was kept.
 */
function restored(d: Draft, notice: CheckoutAlert | null): Draft {
  const back = checkedAddress(d, d.step);
  if (back.step !== d.step) return { ...d, step: 0, alert: notice };
  return { ...back, alert: notice ?? (d.step === 2 ? RESTORED_AT_REVIEW : null) };
}

const RESTORED_AT_REVIEW: CheckoutAlert = { notice: { code: 'checkout.restored' } };

/** Step 1 to 2 only when the shipping (and a separate billing) address is valid (SF §4). */
function checkedAddress(d: Draft, to: CheckoutStep): Draft {
  const errors = addressErrors(d.values);
  return Object.keys(errors).length ? { ...d, step: 0, errors, alert: FORM_INCOMPLETE } : { ...d, step: to };
}

async function applyCoupon(caller: SignedInCaller, d: Draft, entry: string): Promise<Draft> {
  const code = entry.trim().toUpperCase().slice(0, 32);
  if (!code) return { ...d, alert: null, tryCode: '', errors: { coupon_entry: { code: 'coupon.enter_code' } } };
  try {
    await limitCouponAttempts(caller);
  } catch (error) {
    return { ...d, errors: { coupon_entry: error instanceof DomainError ? error.coded : { code: 'checkout.coupon_check_failed' } } };
  }
  return { ...d, tryCode: code };
}

/**
 * Places the order: cash on delivery goes to the success page, the gateway to its payment page. The total the
 * Review step showed goes with it: if the server's total differs now (the cart changed in another tab, a
 * price changed), the order is refused and Review comes back with the new total to confirm.
 */
async function place(caller: SignedInCaller, d: Draft, shownTotalPaise: number | null, locale: Locale): Promise<Next> {
  const checked = checkedAddress(d, 2);
  if (checked.step !== 2) return checked;
  const expected = shownTotalPaise === null ? {} : { expected_total: paiseToRupees(shownTotalPaise) };
  const parsed = orderInputSchema.safeParse({ ...orderPayloadOf(d.values), ...expected });
  if (!parsed.success) return { ...d, step: 0, alert: invalidOrder(fieldErrorsOf(parsed.error)) };
  let placed;
  try {
    const request = { input: parsed.data, idempotencyKey: d.idempotencyKey || null, pay: NO_RETURN_URLS, locale };
    placed = await placeOrder(caller, 'site.checkout', request);
  } catch (error) {
    // The next attempt is a new order (this one failed or was given up): a fresh key for it.
    const alert = error instanceof PaymentNotStarted ? paymentFailure(error.reason) : orderFailure(error);
    return { ...d, alert, idempotencyKey: randomUUID() };
  }
  const { order } = placed;
  // The success page in the language the buyer ordered in.
  const success = localizedPath('/checkout/success', locale);
  if (!placed.payment) return { redirect: `${success}?orderId=${order.id}&ref=${encodeURIComponent(order.order_number)}` };
  const url = placed.payment.payment_url;
  if (!usablePaymentUrl(url)) return { ...d, alert: { error: { code: 'checkout.payment_url' } } };
  return { redirect: url };
}

/** The validation summary: every field's refusal after the spec's 'Validation failed:'. */
function invalidOrder(errors: FieldErrors): CheckoutAlert {
  return { error: { code: 'checkout.validation' }, details: Object.values(errors).flat() };
}

/** The checkout's alert for an order that could not be placed (SF §8 Checkout), chosen by what lib/server threw. */
function orderFailure(error: unknown): CheckoutAlert {
  if (!(error instanceof DomainError)) {
    console.error('[checkout] placing the order failed', error);
    return { error: { code: 'checkout.failed' } };
  }
  const { code, params } = error;
  if (code === 'order.out_of_stock') return { error: { code: 'checkout.out_of_stock', params: { name: params.name } } };
  if (code === 'order.insufficient_stock')
    return { error: { code: 'checkout.only_units', params: { name: params.name, available: params.available } } };
  if (isCouponRefusal(code) || code === 'cart.empty') return { error: error.coded };
  if (PRODUCT_TROUBLE.includes(code)) return { error: { code: 'checkout.invalid_order' } };
  if (error.fieldErrors) return invalidOrder(error.fieldErrors);
  if (code.startsWith('server.')) return { error: { code: 'server.error' } };
  return { error: error.coded };
}

const PRODUCT_TROUBLE: readonly string[] = ['order.product_unavailable', 'order.product_unavailable_named', 'request.invalid_value'];

/** The checkout's alert for a placed order whose payment could not start (the order was given up). */
function paymentFailure(reason: unknown): CheckoutAlert {
  if (!(reason instanceof DomainError)) {
    console.error('[checkout] starting the payment failed', reason);
    return { error: { code: 'gateway.unavailable' } };
  }
  const { code } = reason;
  if (code === 'order.not_found') return { error: { code: 'checkout.payment_service_missing' } };
  if (code === 'auth.unauthenticated' || code === 'auth.forbidden' || code === 'payment.not_yours')
    return { error: { code: 'checkout.payment_unauthorized' } };
  if (reason.fieldErrors) return invalidOrder(reason.fieldErrors);
  if (code.startsWith('server.')) return { error: { code: 'gateway.unavailable' } };
  // The gateway's own text is never shown to the buyer (lib/domain/errors/gateway-refusal.ts).
  return { error: gatewayRefusalForBuyer(reason.coded) };
}

/** A payment URL is followed only when it looks like one (SF §7). */
function usablePaymentUrl(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:)?\/\//.test(url) && !/something went wrong|error|failed/i.test(url);
}

/** The total (paise) the Review step showed, carried by the form. */
function shownTotal(v: FormDataEntryValue | null): number | null {
  const n = Number(v);
  return typeof v === 'string' && v !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function stepOf(v: FormDataEntryValue | null): CheckoutStep {
  const n = Number(v);
  return n === 1 || n === 2 ? n : 0;
}
