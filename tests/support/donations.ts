// Donation test helpers: a valid donor, the Razorpay sandbox in this process, signed webhook deliveries.
import { randomBytes } from 'node:crypto';
import { resetEnvCache } from '@/lib/server/platform';
import { RAZORPAY_SANDBOX_KEY_SECRET, RAZORPAY_SANDBOX_WEBHOOK_SECRET } from '@/lib/server/payments/razorpay/config';
import { hmacHex, paymentSignature } from '@/lib/server/payments/razorpay/signatures';
import { api } from './api';

/** Payments run on the in-process sandbox: no keys, no explicit API URL. */
export function useRazorpaySandbox(): void {
  for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_URL', 'PAYMENT_SANDBOX'])
    delete process.env[k];
  resetEnvCache();
}

export function donor(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `Donor ${tag}`,
    phone: '9876543210',
    email: `donor-${tag}@example.test`,
    amount: 500,
    cause: 'general-welfare',
    causeCode: 'GSW',
    address: '14 Mall Road, Kanpur 208001',
    pan: null as string | null,
    frequency: 'one-time',
    want80G: false,
    ...overrides,
  };
}

/** A unique client address per call keeps the per-IP rate limit out of the way. */
export const ipHeaders = () => ({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

export async function createOrder(overrides: Record<string, unknown> = {}) {
  const body = donor(overrides);
  const res = await api.post('/api/donations/create-order', { body, headers: ipHeaders() });
  if (res.status !== 200) throw new Error(`create-order ${res.status} ${JSON.stringify(res.body)}`);
  return { body, data: res.body.data as { order_id: string; amount: number; donation_id: number; key_id: string } };
}

export async function createSubscription(overrides: Record<string, unknown> = {}) {
  const body = donor({ frequency: 'monthly', ...overrides });
  const res = await api.post('/api/donations/create-subscription', { body, headers: ipHeaders() });
  if (res.status !== 200) throw new Error(`create-subscription ${res.status} ${JSON.stringify(res.body)}`);
  return { body, data: res.body.data as { subscription_id: string; key_id: string; amount: number } };
}

/** Posts a Razorpay-shaped event to our webhook with a correct (or a given) signature. */
export async function postWebhook(event: unknown, options: { eventId?: string; signature?: string } = {}) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  return api.post('/api/donations/webhook', {
    rawBody: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacHex(RAZORPAY_SANDBOX_WEBHOOK_SECRET, raw),
      'x-razorpay-event-id': options.eventId ?? `evt_${randomBytes(7).toString('hex')}`,
    },
  });
}

export const sandboxSignature = (orderId: string, paymentId: string) => paymentSignature(RAZORPAY_SANDBOX_KEY_SECRET, orderId, paymentId);
