'use server';

import { randomUUID } from 'node:crypto';
import { z } from '@/lib/domain/zod';
import { addressErrors, checkoutValuesFrom, FORM_INCOMPLETE, type CheckoutState, type CheckoutStep } from '@/lib/domain/checkout';
import { orderPayloadOf, PAYMENT_CANCELLED, SESSION_ENDED_REASON } from '@/lib/domain/checkout';
import { paiseToRupees } from '@/lib/domain/money';
import { orderInputSchema } from '@/lib/domain/validation/order';
import type { ActionResult } from '@/lib/domain/action-result';
import { requireSignedIn, type SignedInCaller } from '@/lib/server/accounts';
import { DomainError, type ErrorCode } from '@/lib/domain/errors';
import { zodFieldErrors } from '@/lib/server/errors';
import { wireError } from '@/lib/server/http';
import { limitCouponAttempts } from '@/lib/server/orders';
import { PaymentNotStarted, placeAndPay } from '@/lib/server/payments';
import { orderFailureMessage, paymentFailureMessage, usablePaymentUrl } from './checkout-messages';
import { checkoutState } from './checkout-state';
import { runAction } from './run-action';
import { actionLocale } from '@/lib/i18n/action-locale';
import { localizedPath } from '@/lib/i18n/routing';

// The checkout wizard's one action. Each button posts the whole form with an `intent`; the answer is the
// next state (step, values, errors, coupon, prices). Without JavaScript every step is a page; with it,
// useActionState swaps the step in place. The state is the `data` of the one ActionResult (runAction), which
// also does the redirects (sign-in for a guest, the cart when it emptied, the success or payment page).
// Orders go through the same lib/server functions as /api/orders and /api/payments/initiate.

const NO_RETURN_URLS = { return_url: null, cancel_url: null, failure_url: null };

/** The cart emptied, or a product left it, since the step was shown: back to the cart page. */
const CART_GONE: readonly ErrorCode[] = ['cart.empty', 'order.product_unavailable', 'order.product_unavailable_named'];

type Draft = Parameters<typeof checkoutState>[2];

/** A step's outcome: the next state to price and show, or a page to go to (the runner redirects). */
type Next = Draft | { redirect: string };

export async function checkoutAction(_previous: ActionResult<CheckoutState> | null, form: FormData): Promise<ActionResult<CheckoutState>> {
  return runAction({
    // A session that ended mid-checkout: the sign-in page says so, and the form waits in the tab (the wizard
    // keeps it in sessionStorage) to be restored on the way back.
    guestRedirect: `/auth?next=/checkout&reason=${SESSION_ENDED_REASON}`,
    schema: z.instanceof(FormData),
    input: form,
    fallback: 'An error occurred during checkout. Please try again.',
    run: async (guestOrUser, form) => {
      const caller = requireSignedIn(guestOrUser);
      const draft: Draft = {
        step: stepOf(form.get('step')),
        values: checkoutValuesFrom(form),
        errors: {},
        message: null,
        idempotencyKey: String(form.get('idempotency_key') ?? '').slice(0, 100),
      };
      const next = await nextState(caller, String(form.get('intent') ?? ''), draft, form);
      if ('redirect' in next) return { message: '', redirect: next.redirect };
      try {
        const state = await checkoutState(caller, await actionLocale(), next);
        return { message: state.message ?? '', data: state };
      } catch (error) {
        // The cart emptied meanwhile (another tab ordered it): back to the cart page, as on arrival.
        if (error instanceof DomainError && CART_GONE.includes(error.code))
          return { message: '', redirect: localizedPath('/cart', await actionLocale()) };
        throw error;
      }
    },
  });
}

async function nextState(caller: SignedInCaller, intent: string, d: Draft, form: FormData): Promise<Next> {
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
      return restored(d, form.get('notice') === PAYMENT_CANCELLED ? PAYMENT_CANCELLED : null);
    case 'apply-coupon':
      return applyCoupon(caller, d, String(form.get('coupon_entry') ?? ''));
    case 'remove-coupon':
      return { ...d, values: { ...d.values, couponCode: null } };
    case 'place':
      return place(caller, d, shownTotal(form.get('expected_total')));
    default:
      return d;
  }
}

function goTo(d: Draft, to: CheckoutStep): Draft {
  return to <= d.step ? { ...d, step: to } : checkedAddress(d, to);
}

/**
 * A kept form comes back on its step when its address still holds, else on the first step. The page's own
 * notice (only the known text of a cancelled payment) stays; otherwise Review says the form was kept.
 */
function restored(d: Draft, notice: string | null): Draft {
  const back = checkedAddress(d, d.step);
  if (back.step !== d.step) return { ...d, step: 0, message: notice };
  return { ...back, message: notice ?? (d.step === 2 ? RESTORED_AT_REVIEW : null) };
}

const RESTORED_AT_REVIEW = 'Your checkout was kept as you left it. Please check your order and confirm.';

/** Step 1 to 2 only when the shipping (and a separate billing) address is valid (SF §4). */
function checkedAddress(d: Draft, to: CheckoutStep): Draft {
  const errors = addressErrors(d.values);
  return Object.keys(errors).length ? { ...d, step: 0, errors, message: FORM_INCOMPLETE } : { ...d, step: to };
}

async function applyCoupon(caller: SignedInCaller, d: Draft, entry: string): Promise<Draft> {
  const code = entry.trim().toUpperCase().slice(0, 32);
  if (!code) return { ...d, message: null, tryCode: '', errors: { coupon_entry: 'Please enter a coupon code' } };
  try {
    await limitCouponAttempts(caller);
  } catch (error) {
    return {
      ...d,
      errors: { coupon_entry: error instanceof DomainError ? wireError(error, '[checkout]').message : 'Error validating coupon' },
    };
  }
  return { ...d, tryCode: code };
}

/**
 * Places the order: cash on delivery goes to the success page, the gateway to its payment page. The total the
 * Review step showed goes with it: if the server's total differs now (the cart changed in another tab, a
 * price changed), the order is refused and Review comes back with the new total to confirm.
 */
async function place(caller: SignedInCaller, d: Draft, shownTotalPaise: number | null): Promise<Next> {
  const checked = checkedAddress(d, 2);
  if (checked.step !== 2) return checked;
  const expected = shownTotalPaise === null ? {} : { expected_total: paiseToRupees(shownTotalPaise) };
  const parsed = orderInputSchema.safeParse({ ...orderPayloadOf(d.values), ...expected });
  if (!parsed.success) {
    const errors = Object.values(zodFieldErrors(parsed.error)).flat().join(' ');
    return { ...d, step: 0, message: `Validation failed: ${errors}` };
  }
  const locale = await actionLocale();
  let placed;
  try {
    placed = await placeAndPay(caller, parsed.data, NO_RETURN_URLS, d.idempotencyKey || null, locale);
  } catch (error) {
    // The next attempt is a new order (this one failed or was given up): a fresh key for it.
    const message = error instanceof PaymentNotStarted ? paymentFailureMessage(error.reason) : orderFailureMessage(error);
    return { ...d, message, idempotencyKey: randomUUID() };
  }
  const { order } = placed;
  // The success page in the language the buyer ordered in.
  const success = localizedPath('/checkout/success', locale);
  if (!placed.payment) return { redirect: `${success}?orderId=${order.id}&ref=${encodeURIComponent(order.orderNumber)}` };
  const url = placed.payment.payment_url;
  if (!usablePaymentUrl(url)) return { ...d, message: 'Failed to get valid payment URL. Please try again.' };
  return { redirect: url };
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
