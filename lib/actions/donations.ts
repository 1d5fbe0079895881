'use server';

import { z } from '@/lib/domain/zod';
import type { DonationDraft } from '@/lib/domain/donations';
import { verifyPaymentSchema, verifySubscriptionSchema } from '@/lib/domain/validation/donations';
import { type Caller } from '@/lib/server/accounts';
import {
  cancelRecurringDonation,
  checkoutOptions,
  createDonationOrder,
  createDonationSubscription,
  PAYMENT_VERIFICATION_FAILED,
  SUBSCRIPTION_VERIFICATION_FAILED,
  verifyDonationPayment,
  verifyDonationSubscription,
} from '@/lib/server/donations';
import { ApiError } from '@/lib/server/errors';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey } from '@/lib/server/platform';
import { noInput, runAction } from './run-action';

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
        const o = await createDonationOrder(caller, { ...d, frequency: 'one-time' });
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
        const s = await createDonationSubscription(caller, d);
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
    fallback: PAYMENT_VERIFICATION_FAILED,
    run: async (caller, input) => ({ message: 'Payment verified successfully', data: await verifyDonationPayment(caller, input) }),
  });
}

export async function confirmRecurringDonation(response: unknown) {
  return runAction({
    schema: verifySubscriptionSchema,
    input: response,
    fallback: SUBSCRIPTION_VERIFICATION_FAILED,
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
        outcome = error instanceof ApiError && error.status === 404 ? 'invalid' : 'error';
      }
      return { message: outcome, redirect: `/donations/cancel/${id}?sig=${encodeURIComponent(sig)}&result=${outcome}` };
    },
  });
}
