import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import type { PaymentResultCode } from '@/lib/domain/payment-results';
import type { NoticeCode } from '@/lib/domain/errors';
import { englishNotice } from '@/lib/i18n/english';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { orderAccessTicket } from '@/lib/server/orders';
import type { Settlement } from './settle';
import { destination } from './return-urls';

const RESULT_CODES: Record<Settlement['outcome'], PaymentResultCode | undefined> = {
  paid: undefined,
  failed: 'payment_failed',
  cancelled: 'payment_cancelled',
  pending: 'payment_pending',
  rejected: 'payment_unverified',
};

const RESULT_NOTICES: Record<Settlement['outcome'], NoticeCode> = {
  paid: 'payment.paid',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
  pending: 'payment.pending',
  rejected: 'payment.unverified',
};

/** A settlement in the contract's English: the gateway's own words for a failure when it gave some. */
export function settlementText(s: Settlement): string {
  return s.gatewayError ?? englishNotice({ code: RESULT_NOTICES[s.outcome] });
}

/**
 * surl/furl: the browser arrives with the gateway's form and leaves for the success, failure or cancel page
 * (the route answers a redirect, or JSON to a client that asked for it: `data`).
 */
export async function gatewayReturn(caller: Caller, s: Settlement) {
  requireSystem(caller, 'easebuzz-callback');
  const db = await getDb();
  const [order] = s.payment?.orderId ? await db.select().from(orders).where(eq(orders.id, s.payment.orderId)) : [];
  const urls = (s.payment?.raw as { urls?: Parameters<typeof destination>[1] } | null)?.urls;
  const kind = s.outcome === 'paid' ? 'success' : s.outcome === 'cancelled' ? 'cancel' : 'failure';
  const location = destination(kind, urls, {
    orderId: order?.id,
    orderNumber: order?.orderNumber,
    locale: order?.locale,
    message: settlementText(s),
    code: RESULT_CODES[s.outcome],
    // Only a result the gateway's hash vouched for hands a guest the ticket to the order's page.
    secret: order && order.userId == null && s.outcome !== 'rejected' ? orderAccessTicket(order.id) : null,
  });
  return {
    location,
    data: { status: s.outcome, order_id: order?.id ?? null, order_number: order?.orderNumber ?? null, redirect_url: location },
  };
}
