'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { DonationDraft } from '@/lib/domain/donations';
import { verifyPaymentSchema, verifySubscriptionSchema } from '@/lib/domain/validation/donations';
import { currentCaller } from '@/lib/server/accounts';
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
import { ApiError } from '@/lib/server/http';
import { runAction } from './run-action';

/** The donation form's draft; its rules (amount, PAN for 80G, ...) are checked by the donations module. */
const draftSchema = z.custom<DonationDraft>((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

export async function startOneTimeDonation(draft: DonationDraft) {
  return runAction({
    schema: draftSchema,
    input: draft,
    fallback: 'Failed to create order',
    run: async (caller, d) => {
      const o = await createDonationOrder(caller, { ...d, frequency: 'one-time' });
      return {
        message: 'Order created successfully',
        data: { order_id: o.orderId, amount: o.amount, currency: o.currency, key_id: o.keyId, ...checkoutOptions(o.donor) },
      };
    },
  });
}

export async function startRecurringDonation(draft: DonationDraft) {
  return runAction({
    schema: draftSchema,
    input: draft,
    fallback: 'Failed to create subscription',
    run: async (caller, d) => {
      const s = await createDonationSubscription(caller, d);
      return {
        message: 'Subscription created successfully',
        data: { subscription_id: s.subscriptionId, key_id: s.keyId, amount: s.amount, ...checkoutOptions(s.donor) },
      };
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

/** The cancel page's button (the signed link is the credential); back to the page with the outcome. */
export async function cancelRecurringFromLink(id: number, sig: string) {
  let outcome = 'cancelled';
  try {
    await cancelRecurringDonation(await currentCaller(), id, sig);
  } catch (error) {
    outcome = error instanceof ApiError && error.status === 404 ? 'invalid' : 'error';
  }
  redirect(`/donations/cancel/${id}?sig=${encodeURIComponent(sig)}&result=${outcome}`);
}
