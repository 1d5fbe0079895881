// The donor wall reads donor_wall, one row per donor kept by migration 0009's trigger on donations. After
// every kind of write to donations it must hold what grouping the donations gives (the query the wall ran
// before, kept here as the oracle), and the wall's pages must list the same donors in the same order.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { api } from '@/tests/support/api';
import { drizzleRunner } from '@/tests/support/load-data';
import { ownDatabaseForThisFile } from '@/tests/support/own-database';
import { createUser, type TestUser } from '@/tests/support/users';

ownDatabaseForThisFile('donor_wall');

let admin: TestUser;
let run: (query: string) => Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  admin = await createUser('admin');
  run = drizzleRunner(await getDb());
});

const KEY = `coalesce(nullif(lower(email), ''), 'offline:' || id::text)`;
const LATEST = (column: string) => `(array_agg(${column} order by paid_at desc nulls last, id desc))[1]`;

/** The old grouping over every counted donation. */
const ORACLE = `select ${KEY} as key, min(id)::int as id, ${LATEST('name')} as name, ${LATEST('wall_display')} as display,
    ${LATEST('wall_show_amount')} as show_amount, sum(amount_paise)::bigint as total_paise, count(*)::int as donations,
    max(paid_at) as last_paid_at
  from donations where status = 'paid' and coalesce(mode, 'live') <> 'sandbox' group by 1`;

const norm = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({
    key: r.key,
    id: Number(r.id),
    name: r.name,
    display: r.display,
    show_amount: r.show_amount,
    total_paise: Number(r.total_paise),
    donations: Number(r.donations),
    last_paid_at: r.last_paid_at == null ? null : new Date(r.last_paid_at as string).toISOString(),
  }));

async function expectWallMatches(step: string) {
  const kept = await run(`select * from donor_wall order by key`);
  const regrouped = await run(`select * from (${ORACLE}) g order by key`);
  expect(norm(kept), step).toEqual(norm(regrouped));
  const listed = await run(`select id from (${ORACLE}) g where display <> 'hidden' order by last_paid_at desc nulls last, id`);
  const page = await api.get('/api/donations/donors?page=1&per_page=50');
  expect(page.status).toBe(200);
  expect(
    page.body.data.data.map((d: { id: number }) => d.id),
    step,
  ).toEqual(listed.slice(0, 50).map((r) => Number(r.id)));
  expect(page.body.data.total, step).toBe(listed.length);
}

const gift = (email: string, name: string, rupees: number) =>
  run(`insert into donations (name, email, phone, address, amount_paise, cause, cause_code, status, payment_mode, mode,
      wall_display, wall_show_amount, paid_at)
    values ('${name}', '${email}', '9800000000', 'Kanpur', ${rupees * 100}, 'Education', 'EDU', 'paid', 'razorpay', 'live',
      'name', true, clock_timestamp()) returning id`);

describe('donor wall rollup (GET /api/donations/donors) equals the grouping of the donations', () => {
  it('after gifts, a changed wall choice, test money, a changed e-mail, an offline gift and deletions', async () => {
    await expectWallMatches('no donors');
    const [first] = await gift('Meera@Example.org', 'Meera Iyer', 500);
    await gift('meera@example.org', 'Meera I.', 700);
    await gift('ravi@example.org', 'Ravi Das', 300);
    await expectWallMatches('three gifts, two donors');

    await run(`update donations set wall_display = 'initials' where id = ${Number(first.id)}`);
    await expectWallMatches('an older gift changes its wall choice (the latest one counts)');
    await run(`update donations set wall_display = 'hidden' where email = 'ravi@example.org'`);
    await expectWallMatches('a donor hides');
    await run(`update donations set mode = 'sandbox' where email = 'meera@example.org'`);
    await expectWallMatches('a gift turned out to be test money');
    await run(`update donations set email = 'meera.new@example.org' where id = ${Number(first.id)}`);
    await expectWallMatches('a gift moves to another donor');
    await run(`update donations set status = 'failed' where email = 'ravi@example.org'`);
    await expectWallMatches('a paid gift leaves the counted ones');

    const offline = await api.post('/api/donations', {
      token: admin.token,
      body: { name: 'Cheque Donor', amount: 2500, payment_mode: 'cheque', reference: 'CHQ 1' },
    });
    expect(offline.status).toBe(201);
    await expectWallMatches('an offline gift recorded by the back-office');

    await run(`delete from donations where email like 'meera%'`);
    await expectWallMatches('donations deleted');
  }, 120_000);
});
