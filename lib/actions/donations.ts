'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { DonationDraft } from '@/lib/domain/donations';
import { verifyPaymentSchema, verifySubscriptionSchema } from '@/lib/domain/validation/donations';
import {
  createDonationOrder,
  createDonationSubscription,
  cancelRecurringDonation,
  PAYMENT_VERIFICATION_FAILED,
  SUBSCRIPTION_VERIFICATION_FAILED,
  verifyDonationPayment,
  verifyDonationSubscription,
  checkoutOptions,
} from '@/lib/server/donations';
import { ApiError, clientIp } from '@/lib/server/http';

export type ActionResult<T> =
  { success: true; message: string; data: T } | { success: false; message: string; errors?: Record<string, string[]> };

async function ip(): Promise<string> {
  const h = await headers();
  return clientIp(h);
}

async function run<T>(fallback: string, fn: () => Promise<T>, message: string): Promise<ActionResult<T>> {
  try {
    return { success: true, message, data: await fn() };
  } catch (error) {
    if (error instanceof ApiError) return { success: false, message: error.message, errors: error.extra.errors };
    console.error('[donations action]', error);
    return { success: false, message: fallback };
  }
}

export async function startOneTimeDonation(draft: DonationDraft) {
  const address = await ip();
  return run(
    'Failed to create order',
    async () => {
      const o = await createDonationOrder({ ...draft, frequency: 'one-time' }, { ip: address });
      return { order_id: o.orderId, amount: o.amount, currency: o.currency, key_id: o.keyId, ...checkoutOptions(o.donor) };
    },
    'Order created successfully',
  );
}

export async function startRecurringDonation(draft: DonationDraft) {
  const address = await ip();
  return run(
    'Failed to create subscription',
    async () => {
      const s = await createDonationSubscription(draft, { ip: address });
      return { subscription_id: s.subscriptionId, key_id: s.keyId, amount: s.amount, ...checkoutOptions(s.donor) };
    },
    'Subscription created successfully',
  );
}

export async function confirmOneTimeDonation(response: unknown) {
  const parsed = verifyPaymentSchema.safeParse(response);
  if (!parsed.success) return { success: false, message: PAYMENT_VERIFICATION_FAILED } as const;
  return run(PAYMENT_VERIFICATION_FAILED, () => verifyDonationPayment(parsed.data), 'Payment verified successfully');
}

export async function confirmRecurringDonation(response: unknown) {
  const parsed = verifySubscriptionSchema.safeParse(response);
  if (!parsed.success) return { success: false, message: SUBSCRIPTION_VERIFICATION_FAILED } as const;
  return run(SUBSCRIPTION_VERIFICATION_FAILED, () => verifyDonationSubscription(parsed.data), 'Subscription verified successfully');
}

/** The cancel page's button (the signed link is the credential); back to the page with the outcome. */
export async function cancelRecurringFromLink(id: number, sig: string) {
  const address = await ip();
  let outcome = 'cancelled';
  try {
    await cancelRecurringDonation(id, sig, { ip: address });
  } catch (error) {
    outcome = error instanceof ApiError && error.status === 404 ? 'invalid' : 'error';
  }
  redirect(`/donations/cancel/${id}?sig=${encodeURIComponent(sig)}&result=${outcome}`);
}
