'use server';

import { englishText } from '@/lib/server/http';
import { z } from '@/lib/domain/zod';
import type { ActionResult } from '@/lib/domain/action-result';
import { DONATION_MESSAGES, validateDonation, type DonationDraft } from '@/lib/domain/donations';
import {
  donationFormPostSchema,
  verifyPaymentSchema,
  verifySubscriptionSchema,
  type DonationFormPost,
} from '@/lib/domain/validation/donations';
import { foundation } from '@/lib/config/foundation';
import { type Caller } from '@/lib/server/accounts';
import {
  cancelRecurringDonation,
  checkoutOptions,
  createDonationOrder,
  createDonationSubscription,
  verifyDonationPayment,
  verifyDonationSubscription,
} from '@/lib/server/donations';
import { DomainError } from '@/lib/domain/errors';
import { validationFailed } from '@/lib/server/errors';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey } from '@/lib/server/platform';
import { noInput, runAction } from './run-action';
import { actionLocale } from '@/lib/i18n/action-locale';
import { localizedPath } from '@/lib/i18n/routing';

/** The donation form's draft; its rules (amount, PAN for 80G, ...) are checked by the donations module. */
const draftSchema = z.custom<DonationDraft>((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

/**
 * The form sends one idempotency key per attempt: a repeated call (double click, a retry after a lost
 * answer) gets the first gateway order back instead of a second one.
 */
async function once<T>(caller: Caller, scope: string, key: string | undefined, draft: DonationDraft, create: () => Promise<T>): Promise<T> {
  const validKey = validIdempotencyKey(key);
  const request = validKey ? { scope, owner: idempotencyOwner(caller), key: validKey, fingerprint: fingerprintOf(draft) } : null;
  return (await runIdempotent(request, async () => ({ status: 200, body: await create() }))).body;
}

export async function startOneTimeDonation(draft: DonationDraft, idempotencyKey?: string) {
  return runAction({
    schema: draftSchema,
    input: draft,
    fallback: 'Failed to create order',
    run: async (caller, d) => {
      const data = await once(caller, 'site.donations.order', idempotencyKey, d, async () => {
        const o = await createDonationOrder(caller, { ...d, frequency: 'one-time' }, await actionLocale());
        return { order_id: o.orderId, amount: o.amount, currency: o.currency, key_id: o.keyId, ...checkoutOptions(o.donor) };
      });
      return { message: 'Order created successfully', data };
    },
  });
}

export async function startRecurringDonation(draft: DonationDraft, idempotencyKey?: string) {
  return runAction({
    schema: draftSchema,
    input: draft,
    fallback: 'Failed to create subscription',
    run: async (caller, d) => {
      const data = await once(caller, 'site.donations.subscription', idempotencyKey, d, async () => {
        const s = await createDonationSubscription(caller, d, await actionLocale());
        return { subscription_id: s.subscriptionId, key_id: s.keyId, amount: s.amount, ...checkoutOptions(s.donor) };
      });
      return { message: 'Subscription created successfully', data };
    },
  });
}

export async function confirmOneTimeDonation(response: unknown) {
  return runAction({
    schema: verifyPaymentSchema,
    input: response,
    fallback: englishText({ code: 'donation.payment_unverified' }),
    run: async (caller, input) => ({ message: 'Payment verified successfully', data: await verifyDonationPayment(caller, input) }),
  });
}

export async function confirmRecurringDonation(response: unknown) {
  return runAction({
    schema: verifySubscriptionSchema,
    input: response,
    fallback: englishText({ code: 'donation.subscription_unverified' }),
    run: async (caller, input) => ({
      message: 'Subscription verified successfully',
      data: await verifyDonationSubscription(caller, input),
    }),
  });
}

/**
 * The cancel page's button (the signed link is the credential); back to the page with the outcome. A plain
 * form action of a server page (no useActionState), so it answers nothing: the runner redirects.
 */
export async function cancelRecurringFromLink(id: number, sig: string): Promise<void> {
  await runAction({
    schema: noInput,
    input: undefined,
    fallback: 'Failed to cancel the recurring donation',
    run: async (caller) => {
      let outcome = 'cancelled';
      try {
        await cancelRecurringDonation(caller, id, sig);
      } catch (error) {
        outcome = error instanceof DomainError && error.code === 'subscription.not_found' ? 'invalid' : 'error';
      }
      return {
        message: outcome,
        redirect: `${localizedPath(`/donations/cancel/${id}`, await actionLocale())}?sig=${encodeURIComponent(sig)}&result=${outcome}`,
      };
    },
  });
}

/** What the form says when its details are right but the payment window cannot open (no JavaScript). */
const NEEDS_SCRIPT =
  `Your details are complete. Paying online opens Razorpay's secure payment window, which needs JavaScript: ` +
  `please turn JavaScript on and press Create Donation again (your details are kept). To give without it, write to ` +
  `${foundation.email} or call ${foundation.phones[0]} for our bank transfer and cheque details.`;

/**
 * The donation form posted without JavaScript (with it, the form pays in place and never posts). The same
 * rules as the form and the server apply, each problem answered with the form's own message and the typed
 * values kept; details that pass say how to pay, since the gateway's window needs JavaScript.
 */
export async function donateWithoutScript(
  _prev: ActionResult<DonationFormPost> | null,
  form: FormData,
): Promise<ActionResult<DonationFormPost>> {
  // A direct call may send anything: only a FormData is read.
  const entries = form instanceof FormData ? [...form.entries()] : [];
  const input = Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('$')));
  const values = donationFormPostSchema.safeParse(input);
  return runAction({
    schema: donationFormPostSchema,
    input,
    values: values.success
      ? (Object.fromEntries(Object.entries(values.data).filter(([, v]) => v !== undefined)) as Record<string, string>)
      : undefined,
    fallback: 'Please check the donation form',
    run: async (_caller, post) => {
      const check = validateDonation(post);
      if (!check.ok)
        throw validationFailed(Object.fromEntries(Object.entries(check.errors).map(([k, m]) => [k, [m as string]])), check.message);
      if (post.agreed !== '1') throw validationFailed({ agreed: [DONATION_MESSAGES.policy] }, DONATION_MESSAGES.policy);
      return { message: NEEDS_SCRIPT, data: post };
    },
  });
}
