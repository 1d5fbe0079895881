import 'server-only';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { setSandboxWebhookReceiver } from '@/lib/server/payments/razorpay/sandbox/events';
import { receiveRazorpayWebhook } from './webhooks';

/**
 * Points the Razorpay sandbox's webhooks at our receiver, as a Razorpay dashboard points the real ones at
 * /api/donations/webhook. Called once per process: at server start, and by the in-process API tests.
 */
export function connectSandboxWebhooks(): void {
  setSandboxWebhookReceiver((delivery) => receiveRazorpayWebhook(systemCaller('razorpay-webhook'), delivery));
}
