import 'server-only';
import { razorpay, RazorpayError } from './client';

/** A subscription in one of these states charges no more: nothing to cancel. */
export const FINISHED_SUBSCRIPTION = ['cancelled', 'completed', 'expired'];

/**
 * Cancels a subscription at Razorpay at once (not at the cycle's end). Idempotent: one the gateway already
 * ended counts as cancelled. Anything else (the gateway down, a refusal) throws, and the caller changes nothing.
 * Used by the donor's cancel link and by account erasure.
 */
export async function cancelSubscriptionAtGateway(subscriptionId: string): Promise<void> {
  try {
    await razorpay.cancelSubscription(subscriptionId, false);
  } catch (error) {
    // Already cancelled at the gateway: check its state rather than fail the donor.
    const gone =
      error instanceof RazorpayError &&
      error.badRequest &&
      FINISHED_SUBSCRIPTION.includes((await razorpay.fetchSubscription(subscriptionId).catch(() => null))?.status ?? '');
    if (!gone) throw error;
  }
}
