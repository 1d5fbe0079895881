import 'server-only';
import { randomBytes } from 'node:crypto';
import type { RazorpayOrder, RazorpayPayment, RazorpayPlan, RazorpaySubscription } from '@/lib/server/payments/razorpay/types';

/** deliveredStatus: our webhook's answer once a delivery has finished (tests wait for a delayed one). */
export type SandboxEvent = { id: string; type: string; body: string; createdAt: number; deliveredStatus?: number };

type Store = {
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  plans: Map<string, RazorpayPlan>;
  subscriptions: Map<string, RazorpaySubscription>;
  events: Map<string, SandboxEvent>;
};

// The sandbox keeps its gateway-side state in memory (one process, like the dev and e2e servers): it
// stands in for Razorpay's servers, not for our database. A restart forgets it, as a new test account would.
const holder = globalThis as unknown as { __razorpaySandbox?: Store };

export function sandboxStore(): Store {
  holder.__razorpaySandbox ??= { orders: new Map(), payments: new Map(), plans: new Map(), subscriptions: new Map(), events: new Map() };
  return holder.__razorpaySandbox;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-looking ids: a prefix and 14 base62 characters. */
export function sandboxId(prefix: 'order' | 'pay' | 'plan' | 'sub' | 'evt' | 'inv' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
