// Money under faults: two successful payments for one order, a refund the gateway refuses, and a server
// that went away between the gateway taking the money and our callback.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { mailOutbox, orderEvents, orders, payments, refunds } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { freePort } from '@/tests/support/ports';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

const bridge = sandboxBridgeForFile();

/** One order with two payment attempts open at once (two tabs, or a retry before the first came back). */
async function orderWithTwoAttempts() {
  const user = await createUser();
  const product = await createProduct({ pricePaise: 43_000, stock: 5 });
  const placed = await api.post('/api/orders', {
    token: user.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz', shipping_email: user.email }),
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.id as number;
  const first = await api.post('/api/payments/initiate', { token: user.token, body: { order_id: orderId } });
  const second = await api.post('/api/payments/initiate', { token: user.token, body: { order_id: orderId } });
  expect([first.status, second.status]).toEqual([200, 200]);
  return { user, orderId, urls: [first.body.payment_url as string, second.body.payment_url as string] };
}

async function paymentsOf(orderId: number) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

describe('two successful payments for one order', () => {
  it('keeps the first, refunds the second through the gateway and tells the buyer', async () => {
    const { user, orderId, urls } = await orderWithTwoAttempts();
    const paidFirst = await clickOnPayPage(urls[0], 'pay');
    const paidSecond = await clickOnPayPage(urls[1], 'pay');
    // Both results arrive at once (the browser's return and the other tab's).
    await Promise.all([postBack(paidFirst.action, paidFirst.fields), postBack(paidSecond.action, paidSecond.fields)]);

    const [a, b] = await paymentsOf(orderId);
    const kept = a.duplicateOfPaymentId == null ? a : b;
    const duplicate = kept === a ? b : a;
    expect(kept).toMatchObject({ status: 'paid', duplicateOfPaymentId: null });
    expect(duplicate).toMatchObject({ status: 'refunded', duplicateOfPaymentId: kept.id });
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paymentStatus).toBe('paid');
    const refundRows = await db.select().from(refunds).where(eq(refunds.paymentId, duplicate.id));
    expect(refundRows).toMatchObject([{ status: 'processed', amountPaise: duplicate.amountPaise }]);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, kept.id))).toHaveLength(0);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'duplicate_payment'), eq(mailOutbox.toAddress, user.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(order.orderNumber);
    const confirmations = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order_confirmation'), eq(mailOutbox.toAddress, user.email)));
    expect(confirmations).toHaveLength(1);

    // The owner's order detail shows the duplicate and that nothing is left to do.
    const detail = await api.get(`/api/orders/${orderId}`, { token: user.token });
    const wire = detail.body.data.payments.find((p: { id: number }) => p.id === duplicate.id);
    expect(wire).toMatchObject({ duplicate_of_payment_id: kept.id, needs_attention: false, status: 'refunded' });
  });

  it('flags the duplicate for staff while the gateway cannot refund it; reconciliation refunds it once the gateway is back', async () => {
    const { orderId, urls } = await orderWithTwoAttempts();
    const first = await clickOnPayPage(urls[0], 'pay');
    await postBack(first.action, first.fields);
    const second = await clickOnPayPage(urls[1], 'pay');
    process.env.EASEBUZZ_DASHBOARD_URL = `http://127.0.0.1:${await freePort()}/`; // the refund API is down
    resetEnvCache();
    try {
      await postBack(second.action, second.fields);
    } finally {
      process.env.EASEBUZZ_DASHBOARD_URL = bridge.base;
      resetEnvCache();
    }
    const [kept, duplicate] = await paymentsOf(orderId);
    expect(kept).toMatchObject({ status: 'paid', duplicateOfPaymentId: null });
    expect(duplicate).toMatchObject({ status: 'paid', duplicateOfPaymentId: kept.id });
    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.title)).toContain('Duplicate payment not refunded automatically: refund it by hand');

    const { duplicatePaymentsForStaff } = await import('@/lib/server/payments');
    const admin = await createUser('admin');
    const flagged = await duplicatePaymentsForStaff({
      kind: 'user',
      userId: admin.id,
      role: 'admin',
      name: admin.name,
      email: admin.email,
      via: 'token',
      ip: null,
    });
    expect(flagged.items.find((i) => i.payment_id === duplicate.id)).toMatchObject({ needs_attention: true, order_id: orderId });
    const detail = await api.get(`/api/orders/${orderId}`, { token: admin.token });
    expect(detail.body.data.payments.find((p: { id: number }) => p.id === duplicate.id)).toMatchObject({ needs_attention: true });

    const res = await api.post('/api/cron/reconcile', { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
    expect(res.body.data.orders.duplicatesRefunded).toBeGreaterThanOrEqual(1);
    const [, after] = await paymentsOf(orderId);
    expect(after.status).toBe('refunded');
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, duplicate.id))).toMatchObject([{ status: 'processed' }]);
  });
});

describe('server restarted between the gateway taking the money and the callback', () => {
  it('the order settles through POST /api/cron/reconcile', async () => {
    const { orderId, urls } = await orderWithTwoAttempts();
    await clickOnPayPage(urls[0], 'pay'); // paid at the gateway; our server went down before the browser came back
    await closeDb(); // the restart: every connection and in-process state of ours is gone
    resetEnvCache();
    const db = await getDb();
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.orderId, orderId));
    const res = await api.post('/api/cron/reconcile', { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
    expect(res.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    const attempts = await paymentsOf(orderId);
    expect(attempts.filter((p) => p.status === 'paid')).toHaveLength(1);
  });
});
