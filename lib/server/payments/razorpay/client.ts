import 'server-only';
import { request } from 'undici';
import { razorpayConfig, type RazorpayConfig } from './config';
import type { RazorpayCollection, RazorpayOrder, RazorpayPayment, RazorpayPlan, RazorpayRefund, RazorpaySubscription } from './types';

/** Razorpay's error body {error {code, description, ...}} as an exception; never shown to donors as is. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(`Razorpay ${status} ${code}: ${description}`);
    this.name = 'RazorpayError';
  }

  /** Razorpay refused the request itself (4xx): asking again the same way will not help. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** Razorpay's 400 (e.g. a subscription that can no longer be cancelled). */
  get badRequest(): boolean {
    return this.status === 400;
  }
}

const TIMEOUT_MS = 15_000;

async function send(
  config: RazorpayConfig,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
    accept: 'application/json',
    ...extraHeaders,
  };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const url = `${config.apiUrl}${path}`;
  if (config.inProcess) {
    // Same wire format, no socket: the sandbox handler reads the Request exactly as its HTTP route does.
    const { handleSandboxApi } = await import('@/lib/server/payments/razorpay/sandbox/api');
    const res = await handleSandboxApi(new Request(url, { method, headers, body: payload }));
    return { status: res.status, text: await res.text() };
  }
  const res = await request(url, { method: method as 'GET', headers, body: payload, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  return { status: res.statusCode, text: await res.body.text() };
}

async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const config = razorpayConfig();
  const { status, text } = await send(config, method, path, body, headers);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RazorpayError(status, 'INVALID_RESPONSE', text.slice(0, 200));
  }
  if (status < 200 || status >= 300) {
    const error = (json as { error?: { code?: string; description?: string } }).error ?? {};
    throw new RazorpayError(status, error.code ?? 'UNKNOWN', error.description ?? 'request failed');
  }
  return json as T;
}

const enc = encodeURIComponent;

export const razorpay = {
  createOrder: (input: { amount: number; currency: 'INR'; receipt: string; notes?: Record<string, string> }) =>
    call<RazorpayOrder>('POST', '/v1/orders', input),
  fetchOrder: (id: string) => call<RazorpayOrder>('GET', `/v1/orders/${enc(id)}`),
  fetchOrderPayments: (id: string) => call<RazorpayCollection<RazorpayPayment>>('GET', `/v1/orders/${enc(id)}/payments`),
  fetchPayment: (id: string) => call<RazorpayPayment>('GET', `/v1/payments/${enc(id)}`),
  refundPayment: (
    id: string,
    input: { amount?: number; speed?: 'normal' | 'optimum'; notes?: Record<string, string>; receipt?: string },
    idempotencyKey: string,
  ) => call<RazorpayRefund>('POST', `/v1/payments/${enc(id)}/refund`, input, { 'X-Refund-Idempotency': idempotencyKey }),
  createPlan: (input: {
    period: 'monthly' | 'yearly';
    interval: number;
    item: { name: string; amount: number; currency: 'INR' };
    notes?: Record<string, string>;
  }) => call<RazorpayPlan>('POST', '/v1/plans', input),
  createSubscription: (input: {
    plan_id: string;
    total_count: number;
    customer_notify: boolean;
    notes?: Record<string, string>;
    expire_by?: number;
    /** Unix seconds: the first charge is then, not at authorisation. */
    start_at?: number;
  }) => call<RazorpaySubscription>('POST', '/v1/subscriptions', input),
  fetchSubscription: (id: string) => call<RazorpaySubscription>('GET', `/v1/subscriptions/${enc(id)}`),
  pauseSubscription: (id: string) => call<RazorpaySubscription>('POST', `/v1/subscriptions/${enc(id)}/pause`, { pause_at: 'now' }),
  resumeSubscription: (id: string) => call<RazorpaySubscription>('POST', `/v1/subscriptions/${enc(id)}/resume`, { resume_at: 'now' }),
  cancelSubscription: (id: string, cancelAtCycleEnd = false) =>
    call<RazorpaySubscription>('POST', `/v1/subscriptions/${enc(id)}/cancel`, { cancel_at_cycle_end: cancelAtCycleEnd ? 1 : 0 }),
};
