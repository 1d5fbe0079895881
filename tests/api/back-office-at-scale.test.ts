// The back-office on thousands of rows (tests/support/load-data.ts at a small size): deep pages, search and
// filters answer the same rows as a plain query over the whole table, and the CSV exports stream, a batch
// of rows at a time, instead of building the whole file in memory.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { financialYear } from '@/lib/domain/dates';
import { GET as exportDonations } from '@/app/api/donations/export/route';
import { GET as exportForm10bd } from '@/app/api/donations/form-10bd/route';
import { api } from '@/tests/support/api';
import { drizzleRunner, loadBackOfficeData } from '@/tests/support/load-data';
import { ownDatabaseForThisFile } from '@/tests/support/own-database';
import { createUser, type TestUser } from '@/tests/support/users';

ownDatabaseForThisFile('scale');

let admin: TestUser;
let rows: (query: string) => Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  const db = await getDb();
  rows = drizzleRunner(db);
  // One year, so the current financial year holds enough donors for several batches of Form 10BD groups.
  await loadBackOfficeData(rows, { orders: 3000, donations: 6000, audit: 2000, mails: 500, buyerOrders: 120, years: 1 });
  admin = await createUser('admin');
}, 300_000);

const ids = (list: { id: number }[]) => list.map((o) => o.id);
const column = (result: Record<string, unknown>[]) => result.map((r) => Number(r.id));

describe('GET /api/admin/orders at scale', () => {
  it('a deep page holds the same orders as that slice of the whole list, and the total counts them all', async () => {
    const res = await api.get('/api/admin/orders?page=37&per_page=50', { token: admin.token });
    expect(res.status).toBe(200);
    const all = column(await rows(`select id from orders where status <> 'cancelled' order by created_at desc, id desc`));
    expect(ids(res.body.data.data)).toEqual(all.slice(36 * 50, 37 * 50));
    expect(res.body.data.total).toBe(all.length);
    expect(res.body.data.last_page).toBe(Math.ceil(all.length / 50));
  });

  it('search finds by name, e-mail, phone and order number, the same orders as a scan of every row', async () => {
    for (const term of ['Priya Sharma', 'buyer123@', '00001234', 'ld-00000999']) {
      const res = await api.get(`/api/admin/orders?per_page=100&search=${encodeURIComponent(term)}`, { token: admin.token });
      expect(res.status).toBe(200);
      const like = `%${term.toLowerCase()}%`;
      const expected = column(
        await rows(`select id from orders where status <> 'cancelled' and (lower(order_number) like '${like}'
          or lower(shipping_name) like '${like}' or lower(shipping_email) like '${like}' or shipping_phone like '${like}')
          order by created_at desc, id desc limit 100`),
      );
      expect(expected.length, term).toBeGreaterThan(0);
      expect(ids(res.body.data.data), term).toEqual(expected);
    }
  });

  it('a status filter on a deep page, sorted by amount, gives that slice of the filtered list', async () => {
    const res = await api.get('/api/admin/orders?status=delivered&sort_by=total_amount&sort_order=asc&page=4&per_page=20', {
      token: admin.token,
    });
    const expected = column(await rows(`select id from orders where status = 'delivered' order by total_paise asc, id desc`));
    expect(ids(res.body.data.data)).toEqual(expected.slice(60, 80));
    expect(res.body.data.total).toBe(expected.length);
  });

  it('the admin dashboard counts the orders of the "All" view (cancelled left out) and nets refunds once per order', async () => {
    const res = await api.get('/api/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    const [net] = await rows(`select coalesce(sum(case when o.status = 'refunded' then 0 else greatest(o.total_paise - coalesce((
        select sum(r.amount_paise) from refunds r join payments p on p.id = r.payment_id where p.order_id = o.id and r.status = 'processed'
      ), 0), 0) end), 0)::bigint as paise
      from orders o where o.payment_status in ('paid', 'partially_refunded', 'refunded') and coalesce(o.payment_mode, 'live') <> 'sandbox'`);
    expect(res.body.data.total_revenue).toBe(Number(net.paise) / 100);
    const [all] = await rows(`select count(*)::int as n from orders where status <> 'cancelled'`);
    expect(res.body.data.total_orders).toBe(Number(all.n));
  });
});

/** The body of a streamed response, piece by piece as it arrives. */
async function pieces(res: Response): Promise<string[]> {
  const out: string[] = [];
  const decoder = new TextDecoder();
  const reader = res.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) out.push(decoder.decode(next.value, { stream: true }));
  return out;
}

/** The exports are called as Next calls them, so the test reads the body as it streams. */
const adminRequest = (path: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': '203.0.113.10' } });

describe('donation exports at scale', () => {
  it('GET /api/donations/export streams the CSV in batches, every donation once, oldest first', async () => {
    const res = await exportDonations(adminRequest('/api/donations/export'), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const parts = await pieces(res);
    // Built whole in memory, the file was one piece; streamed, no piece holds more than one batch of rows.
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(part.split('\r\n').length - 1).toBeLessThanOrEqual(2000);
    const lines = parts.join('').split('\r\n').slice(1, -1);
    const expected = column(await rows('select id from donations order by created_at, id'));
    expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(expected);
  });

  it('GET /api/donations/form-10bd gives each donor and mode once, totals as summed in the database, largest first', async () => {
    const fy = financialYear(new Date());
    const res = await exportForm10bd(adminRequest(`/api/donations/form-10bd?fy=${fy}`), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const parts = await pieces(res);
    expect(parts.length, 'the header, then a piece per batch of groups').toBeGreaterThanOrEqual(3);
    const lines = parts
      .join('')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    const groups = await rows(`select pan, case when payment_mode = 'cash' then 'Cash' else 'E' end as mode,
        sum(amount_paise)::bigint as total from donations
      where status = 'paid' and coalesce(mode, 'live') <> 'sandbox' and eligible_80g and pan is not null and paid_at >= '${fy.slice(0, 4)}-03-31T18:30:00Z'
        and paid_at < '${Number(fy.slice(0, 4)) + 1}-03-31T18:30:00Z'
      group by 1, 2 order by 3 desc, 1, 2`);
    expect(groups.length, 'more groups than one piece (500)').toBeGreaterThan(500);
    expect(lines).toHaveLength(groups.length);
    const got = lines.map((l) => {
      const c = l.split(',');
      return `${c[3]}|${c[c.length - 1]}`;
    });
    expect(got).toEqual(groups.map((g) => `${g.pan}|${(Number(g.total) / 100).toFixed(2)}`));
    expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(groups.map((_, i) => i + 1));
  });
});

describe('GET /api/donations/donors at scale', () => {
  it('a page of the wall and its total match the listed donors', async () => {
    const res = await api.get('/api/donations/donors?page=3&per_page=12');
    expect(res.status).toBe(200);
    const [listed] = await rows(`select count(*)::int as n from (
        select (array_agg(wall_display order by paid_at desc nulls last, id desc))[1] as display from donations
        where status = 'paid' group by coalesce(nullif(lower(email), ''), 'offline:' || id::text)) g where display <> 'hidden'`);
    expect(res.body.data.total).toBe(Number(listed.n));
    expect(res.body.data.data).toHaveLength(12);
  });
});
