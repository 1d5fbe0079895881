import 'server-only';
import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { certificateUploads, donationCertificates, donations } from '@/db/schema';
import { certificateDeadline, type CertificateDeadlineReport } from '@/lib/domain/certificates-10be';
import { financialYearRange } from '@/lib/domain/dates';
import { paiseToRupees } from '@/lib/domain/money';
import { type Caller, requireRole } from '@/lib/server/accounts';
import { maskedPan } from '@/lib/server/platform';
import { countedDonations, donationPaidAt } from './counted';

// Which 80G donors of a financial year have their Form 10BE certificate: the donors of Form 10BD (counted,
// 80G-eligible gifts with a PAN, one donor per PAN hash, exports.ts), each with or without a certificate on
// any of their gifts of the year.

const donorKey = sql<string>`coalesce(${donations.panHash}, 'clear:' || upper(${donations.pan}))`;
// Qualified by hand: inside the subquery a bare "id" would be the certificate's own.
const certified = sql`exists (select 1 from ${donationCertificates} c where c.donation_id = ${donations}.id)`;
const hasCertificate = sql<boolean>`bool_or(${certified})`;

function donorsOfYear(fy: string) {
  const { start, end } = financialYearRange(fy);
  return and(
    countedDonations,
    eq(donations.eligible80g, true),
    isNotNull(donations.pan),
    gte(donationPaidAt, start.toISOString()),
    lt(donationPaidAt, end.toISOString()),
  );
}

/** Every 80G donor of the year (at most `limit`, those still without a certificate first) and the counts. */
export async function certificateTracker(caller: Caller, fy: string, limit = 500) {
  requireRole(caller, 'admin');
  const db = await getDb();
  const latest = (column: typeof donations.name | typeof donations.email | typeof donations.pan) =>
    sql<string>`(array_agg(${column} order by ${donationPaidAt} desc, ${donations.id} desc))[1]`;
  const rows = await db
    .select({
      key: donorKey,
      donationId: sql<number>`(array_agg(${donations.id} order by ${donationPaidAt} desc, ${donations.id} desc))[1]`,
      name: latest(donations.name),
      email: latest(donations.email),
      pan: latest(donations.pan),
      gifts: count(),
      totalPaise: sql<number>`sum(${donations.amountPaise})::bigint`,
      certified: hasCertificate,
    })
    .from(donations)
    .where(donorsOfYear(fy))
    .groupBy(donorKey)
    .orderBy(sql`bool_or(${certified})`, latest(donations.name), donorKey)
    .limit(limit + 1);
  const counts = await yearCounts(fy);
  return {
    financial_year: fy,
    ...counts,
    truncated: rows.length > limit,
    donors: rows.slice(0, limit).map((r) => ({
      /** The donor's latest gift of the year: what the office picks for a certificate that matched no one. */
      donation_id: Number(r.donationId),
      name: r.name,
      email: r.email,
      pan: maskedPan(r.pan),
      gifts: Number(r.gifts),
      total_amount: paiseToRupees(Number(r.totalPaise)),
      certificate: Boolean(r.certified),
    })),
  };
}

async function yearCounts(fy: string) {
  const db = await getDb();
  const perDonor = db
    .select({ key: donorKey.as('key'), certified: hasCertificate.as('certified') })
    .from(donations)
    .where(donorsOfYear(fy))
    .groupBy(donorKey)
    .as('per_donor');
  const [row] = await db.select({ donors: count(), certified: sql<number>`count(*) filter (where ${perDonor.certified})` }).from(perDonor);
  const donors = Number(row?.donors ?? 0);
  const certified = Number(row?.certified ?? 0);
  return { donors, with_certificate: certified, without_certificate: donors - certified };
}

/** The dashboard's card: the 31 May deadline of the year just ended, its donors still without a certificate, the uploads waiting. */
export async function certificateDeadlineCard(caller: Caller, now = new Date()): Promise<CertificateDeadlineReport> {
  requireRole(caller, 'admin');
  const deadline = certificateDeadline(now);
  const db = await getDb();
  const [pending] = await db.select({ n: count() }).from(certificateUploads).where(eq(certificateUploads.status, 'pending'));
  return {
    financial_year: deadline.financialYear,
    due_on: deadline.dueOn,
    days_left: deadline.daysLeft,
    ...(await yearCounts(deadline.financialYear)),
    pending_uploads: Number(pending.n),
  };
}

export type CertificateTracker = Awaited<ReturnType<typeof certificateTracker>>;
