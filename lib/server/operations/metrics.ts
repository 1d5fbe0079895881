import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import { getDb } from '@/db';
import { donations, mailOutbox, orders } from '@/db/schema';
import { atTime, processMetrics } from '@/lib/server/platform';
import { requireCronSecret } from './cron-secret';
import { openIncidentCounts } from './alerts';

// GET /api/metrics: Prometheus text. This instance's own counters (requests, refused webhooks, reconcile
// runs: lib/server/platform/metrics.ts) and figures read from the database now, at scrape time (the same on
// every instance: Prometheus should take max or one instance's value for them, not a sum).

/** What the office must keep an eye on, read from the database. */
type BacklogFigures = {
  mailDue: number;
  mailFailed: number;
  mailOldestDueAgeSeconds: number;
  ordersPendingPayment: number;
  donationsPendingPayment: number;
};

async function backlogFigures(now: Date = new Date()): Promise<BacklogFigures> {
  const db = await getDb();
  const at = atTime(now);
  const due = and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.nextAttemptAt} <= ${at}`);
  const [mail] = await db
    .select({
      due: sql<number>`(count(*) filter (where ${due}))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
      oldest: sql<number>`coalesce(extract(epoch from (${at} - min(${mailOutbox.createdAt}) filter (where ${due}))), 0)::float8`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} in ('pending', 'failed')`);
  const [ordersRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'easebuzz'), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')));
  const [donationsRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(donations)
    .where(eq(donations.status, 'pending'));
  return {
    mailDue: Number(mail?.due ?? 0),
    mailFailed: Number(mail?.failed ?? 0),
    mailOldestDueAgeSeconds: Math.max(0, Math.round(Number(mail?.oldest ?? 0))),
    ordersPendingPayment: Number(ordersRow?.n ?? 0),
    donationsPendingPayment: Number(donationsRow?.n ?? 0),
  };
}

const GAUGES: [keyof BacklogFigures, string, string][] = [
  ['mailDue', 'ssf_mail_outbox_due', 'Mails in the outbox whose (next) attempt is due now.'],
  ['mailFailed', 'ssf_mail_outbox_failed', 'Mails the outbox gave up on after its retries.'],
  ['mailOldestDueAgeSeconds', 'ssf_mail_outbox_oldest_due_age_seconds', 'Age of the oldest due mail (0 when none is due).'],
  ['ordersPendingPayment', 'ssf_orders_pending_payment', 'Orders paid online whose payment has not arrived yet.'],
  ['donationsPendingPayment', 'ssf_donations_pending_payment', 'Donations (gifts) whose payment has not arrived yet.'],
];

/**
 * The scrape: refuses anyone without `Authorization: Bearer $CRON_SECRET` (401) before it reads anything;
 * answers the text and its content type.
 */
export async function renderMetrics(req: Request): Promise<{ text: string; contentType: string }> {
  requireCronSecret(req);
  const figures = await backlogFigures();
  const scrape = new Registry();
  for (const [key, name, help] of GAUGES) new Gauge({ name, help, registers: [scrape] }).set(figures[key]);
  const alerts = new Gauge({
    name: 'ssf_alerts_open',
    help: 'Incidents the admins were told about whose condition still holds, by kind (lib/server/operations/alerts.ts).',
    labelNames: ['kind'],
    registers: [scrape],
  });
  for (const [kind, n] of Object.entries(await openIncidentCounts())) alerts.set({ kind }, n);
  const merged = Registry.merge([processMetrics().registry, scrape]);
  return { text: await merged.metrics(), contentType: merged.contentType };
}
