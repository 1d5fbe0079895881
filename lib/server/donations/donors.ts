import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { donations } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import { containsPattern, countOf, pageAndCount, type PageQuery } from '@/lib/server/platform';
import { signLink } from './links';

// The public donor wall: paid donations only, grouped per donor. Phone, email, PAN and address never leave
// this module; a donor's key is their e-mail, shown only as an opaque HMAC.
const donorKey = sql<string>`coalesce(nullif(lower(${donations.email}), ''), 'offline:' || ${donations.id}::text)`;

async function opaqueId(key: string): Promise<string> {
  const secret = await signLink('donor', 'wall');
  return `DNR-${createHmac('sha256', secret).update(key).digest('hex').slice(0, 10).toUpperCase()}`;
}

export async function listDonors(q: PageQuery & { search: string }) {
  const db = await getDb();
  const paid = eq(donations.status, 'paid');
  const where = q.search ? and(paid, ilike(donations.name, containsPattern(q.search))) : paid;
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            key: donorKey,
            id: sql<number>`min(${donations.id})::int`,
            name: sql<string>`(array_agg(${donations.name} order by ${donations.paidAt} desc nulls last))[1]`,
            totalPaise: sql<number>`sum(${donations.amountPaise})::bigint`,
            count: sql<number>`count(*)::int`,
            last: sql<Date>`max(${donations.paidAt})`,
          })
          .from(donations)
          .where(where)
          .groupBy(donorKey)
          .orderBy(sql`sum(${donations.amountPaise}) desc`, sql`min(${donations.id})`)
          .limit(limit)
          .offset(offset),
      total: () =>
        countOf(
          db
            .select({ n: sql<number>`count(distinct ${donorKey})::int` })
            .from(donations)
            .where(where),
        ),
    },
    (groups) => withCauses(db, groups),
  );
}

type DonorGroup = { key: string; id: number; name: string; totalPaise: number; count: number };

/** Each donor's wall entry with the number of donations per cause. */
async function withCauses(db: Db, groups: DonorGroup[]) {
  const paid = eq(donations.status, 'paid');
  const keys = groups.map((g) => g.key);
  const causeRows = keys.length
    ? await db
        .select({ key: donorKey, code: donations.causeCode, n: sql<number>`count(*)::int` })
        .from(donations)
        .where(and(paid, inArray(donorKey, keys)))
        .groupBy(donorKey, donations.causeCode)
    : [];
  return Promise.all(
    groups.map(async (g) => ({
      id: g.id,
      unique_id: await opaqueId(g.key),
      name: g.name,
      total_amount: paiseToRupees(Number(g.totalPaise)),
      donation_count: g.count,
      causes: Object.fromEntries(causeRows.filter((c) => c.key === g.key).map((c) => [c.code, c.n])),
    })),
  );
}

export async function donorStats() {
  const db = await getDb();
  const [row] = await db
    .select({
      donors: sql<number>`count(distinct ${donorKey})::int`,
      donations: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${donations.amountPaise}), 0)::bigint`,
    })
    .from(donations)
    .where(eq(donations.status, 'paid'));
  return { total_donors: row.donors, total_donations: row.donations, total_amount: paiseToRupees(Number(row.amount)) };
}
