// What the back-office bench times: each operation as its page or route calls the data layer.
import type postgres from 'postgres';
import { orderListQuerySchema } from '@/lib/domain/validation/order-query';
import { donationPageQuery } from '@/lib/domain/validation/donations';
import type { SignedInCaller } from '@/lib/server/accounts';
import { dashboardStats, auditActors, listAuditLog, listOutbox } from '@/lib/server/backoffice';
import { donationsCsv, form10bdCsv, listDonationsPage, listDonors, donorStats } from '@/lib/server/donations';
import { listBackOfficeOrders, listMyOrders, orderStatusCounts, orderSummary } from '@/lib/server/orders';
import { financialYear, istIsoDay } from '@/lib/domain/dates';

/**
 * memory: the run's memory growth is reported. whole: a whole export read to its end, whose time grows with
 * the rows by nature (reported, not held to the target); what a person waits for is its first rows, timed
 * as an operation of its own, and its memory, which must stay flat.
 */
export type Operation = { name: string; run: () => Promise<unknown>; memory?: boolean; whole?: boolean };

/** Reads an export to its end, whether it is a string or a stream of pieces. */
async function drain(body: string | AsyncIterable<string> | ReadableStream<Uint8Array>): Promise<number> {
  if (typeof body === 'string') return body.length;
  let n = 0;
  for await (const piece of body as AsyncIterable<string | Uint8Array>) n += piece.length;
  return n;
}

/** Reads an export until its first data row has arrived (the header alone costs no query), and stops it. */
async function firstRows(body: AsyncIterable<string>): Promise<number> {
  let text = '';
  for await (const piece of body) {
    text += piece;
    if (text.split('\n').length > 2) break;
  }
  return text.length;
}

function caller(row: { id: number; role: string; name: string; email: string }): SignedInCaller {
  return {
    kind: 'user',
    userId: row.id,
    role: row.role as SignedInCaller['role'],
    name: row.name,
    email: row.email,
    via: 'token',
    ip: null,
  };
}

export function backOfficeOperations(sql: postgres.Sql) {
  return {
    async list(): Promise<Operation[]> {
      const [admin] = await sql<{ id: number; role: string; name: string; email: string }[]>`
        select id, role, name, email from users where role = 'admin' order by id limit 1`;
      // The customer with the most orders (the load's heavy buyer; at demo size, whoever has some).
      const [buyer] = await sql<{ id: number; role: string; name: string; email: string }[]>`
        select u.id, u.role, u.name, u.email from users u left join orders o on o.user_id = u.id
        group by u.id order by count(o.id) desc, u.id limit 1`;
      const [actor] = await sql<{ id: number }[]>`select id from users where role = 'admin' order by id limit 1`;
      const a = caller(admin);
      const orders = (q: Record<string, string>) => listBackOfficeOrders(a, orderListQuerySchema.parse(q));
      const gifts = (q: Record<string, string>) => listDonationsPage(a, donationPageQuery.parse(q));
      const fy = financialYear(new Date());
      return [
        { name: 'dashboard (/admin, GET /api/admin/dashboard)', run: () => dashboardStats(a) },
        { name: 'orders status tiles (/admin/orders)', run: () => orderStatusCounts(a) },
        { name: 'orders summary (GET /api/orders/summary)', run: () => orderSummary(a) },
        { name: 'orders page 1', run: () => orders({}) },
        { name: 'orders search by name', run: () => orders({ search: 'priya sharma' }) },
        { name: 'orders this month', run: () => orders({ date_filter: 'this_month' }) },
        { name: 'orders page 500', run: () => orders({ page: '500' }) },
        { name: 'donations page 1', run: () => gifts({}) },
        { name: `donations, financial year ${fy}`, run: () => gifts({ fy }) },
        {
          name: 'donations paid, last 90 days',
          run: () => gifts({ status: 'paid', from: istIsoDay(new Date(Date.now() - 90 * 86_400_000)) }),
        },
        { name: 'donations search', run: () => gifts({ search: 'meera' }) },
        { name: 'donations page 200', run: () => gifts({ page: '200' }) },
        { name: 'donations CSV, first rows', run: async () => firstRows(await donationsCsv(a, {})) },
        { name: 'donations CSV (all)', run: async () => drain(await donationsCsv(a, {})), memory: true, whole: true },
        { name: `Form 10BD ${fy}`, run: async () => drain(await form10bdCsv(a, fy)), memory: true },
        { name: 'audit log page 1', run: () => listAuditLog(a, { page: 1, per_page: 30 }) },
        { name: 'audit log, one person', run: () => listAuditLog(a, { page: 1, per_page: 30, actor_id: actor.id }) },
        { name: 'audit log people filter', run: () => auditActors(a) },
        { name: 'mail outbox page 1', run: () => listOutbox(a, { page: 1, per_page: 30 }) },
        { name: 'my orders page 1 (heaviest buyer)', run: () => listMyOrders(caller(buyer), 1) },
        { name: 'my orders page 30 (heaviest buyer)', run: () => listMyOrders(caller(buyer), 30) },
        { name: 'donor wall page 1 (uncached)', run: () => listDonors(a, { page: 1, per_page: 12, search: '' }) },
        { name: 'donor wall name search', run: () => listDonors(a, { page: 1, per_page: 12, search: 'priya' }) },
        { name: 'donor wall stats (uncached)', run: () => donorStats(a) },
      ];
    },
  };
}
