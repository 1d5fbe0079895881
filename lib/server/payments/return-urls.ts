import 'server-only';
import type { PaymentResultCode } from '@/lib/domain/payment-results';
import { localizedPath } from '@/lib/i18n/routing';
import { absoluteUrl, appUrl, corsOrigins } from '@/lib/server/platform';

export type ReturnUrls = { return_url: string | null; cancel_url: string | null; failure_url: string | null };

/** A caller's return address is honoured only on our own origin or an allowed client origin (no open redirect). */
function trustedUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  let url: URL;
  try {
    url = new URL(value, appUrl());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const allowed = [new URL(appUrl()).origin, ...corsOrigins().map((o) => new URL(o).origin)].map((o) => o.toLowerCase());
  return allowed.includes(url.origin.toLowerCase()) ? url.toString() : null;
}

export function pickReturnUrls(body: Record<string, unknown>): ReturnUrls {
  return { return_url: trustedUrl(body.return_url), cancel_url: trustedUrl(body.cancel_url), failure_url: trustedUrl(body.failure_url) };
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** Where the browser goes after the gateway: the caller's pages when trusted, else ours. */
export function destination(
  kind: 'success' | 'failure' | 'cancel',
  urls: Partial<ReturnUrls> | null | undefined,
  p: { orderId?: number; orderNumber?: string; message?: string; code?: PaymentResultCode; secret?: string | null; locale?: string | null },
) {
  const params: Record<string, string> = {};
  if (p.orderId) params.orderId = String(p.orderId);
  if (p.orderNumber) params.ref = p.orderNumber;
  // A guest's ticket to the order's result page (orders/access.ts); accounts sign in instead.
  if (p.secret) params.token = p.secret;
  if (kind === 'failure' && p.code) params.code = p.code;
  // Our own failure page shows only the text of the code; a client's page may still want the gateway's words.
  if (kind === 'failure' && p.message && urls?.failure_url) params.message = p.message;
  const custom = kind === 'success' ? urls?.return_url : kind === 'failure' ? urls?.failure_url : urls?.cancel_url;
  // Our own pages in the language the order was placed in (a Hindi buyer comes back to /hi/checkout/...).
  const page = kind === 'success' ? '/checkout/success' : kind === 'failure' ? '/checkout/failure' : '/checkout/cancel';
  const own = absoluteUrl(p.locale === 'hi' ? localizedPath(page, 'hi') : page);
  return withParams(custom ?? own, kind === 'cancel' ? {} : params);
}
