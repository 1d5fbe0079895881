import 'server-only';
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { financialYearRange, formatIstDate } from '@/lib/domain/dates';
import { paiseToDecimalString } from '@/lib/domain/money';
import type { DonationListQuery } from '@/lib/domain/validation/donations';
import { csvPieces, keysetBatches, mapBatches, maskedPan, openPan } from '@/lib/server/platform';
import { fail } from '@/lib/domain/errors';
import { registration80gOn } from '@/lib/domain/registration-80g';
import type { Caller } from '@/lib/server/accounts';
import { requireRole } from '@/lib/server/accounts';
import { donationFilters } from './filters';
import { countedDonations, isTestDonation } from './counted';
import { currentReceiptOf } from './receipts';

/**
 * Every donation matching the admin filters, oldest first (a ledger reads top-down), as CSV pieces read in
 * batches (csvResponse streams them): memory holds one batch, whatever the number of donations.
 */
export async function donationsCsv(caller: Caller, q: Partial<DonationListQuery>): Promise<AsyncIterable<string>> {
  requireRole(caller, 'admin');
  const db = await getDb();
  const filter = donationFilters(q);
  // Only the exported columns, and 1,000 rows a batch: a batch parsed into objects is what the export holds.
  const columns = {
    id: donations.id,
    createdAt: donations.createdAt,
    paidAt: donations.paidAt,
    status: donations.status,
    name: donations.name,
    email: donations.email,
    phone: donations.phone,
    address: donations.address,
    pan: donations.pan,
    amountPaise: donations.amountPaise,
    cause: donations.cause,
    causeCode: donations.causeCode,
    frequency: donations.frequency,
    want80g: donations.want80g,
    eligible80g: donations.eligible80g,
    paymentMode: donations.paymentMode,
    razorpayPaymentId: donations.razorpayPaymentId,
    reference: donations.reference,
    mode: donations.mode,
    receipt: donationReceipts.receiptNumber,
  };
  const readAfter = (last: { id: number } | null, size: number) =>
    db
      .select(columns)
      .from(donations)
      .leftJoin(donationReceipts, currentReceiptOf(donations.id))
      .where(
        and(
          filter,
          // After the last row read, compared in the database at full (microsecond) precision.
          last ? sql`(${donations.createdAt}, ${donations.id}) > (select created_at, id from donations where id = ${last.id})` : undefined,
        ),
      )
      .orderBy(asc(donations.createdAt), asc(donations.id))
      .limit(size);
  const batches = keysetBatches(async (last: Awaited<ReturnType<typeof readAfter>>[number] | null, size) => readAfter(last, size), 1000);
  const header = [
    'ID',
    'Created (IST)',
    'Paid (IST)',
    'Status',
    'Name',
    'Email',
    'Phone',
    'Address',
    'PAN',
    'Amount (INR)',
    'Cause',
    'Cause code',
    'Frequency',
    '80G requested',
    '80G eligible',
    'Payment mode',
    'Payment id / reference',
    'Receipt number',
    'Mode',
  ];
  return csvPieces(
    header,
    mapBatches(batches, (d) => [
      d.id,
      formatIstDate(d.createdAt),
      d.paidAt ? formatIstDate(d.paidAt) : '',
      d.status,
      d.name,
      d.email,
      d.phone,
      d.address,
      maskedPan(d.pan) ?? '',
      paiseToDecimalString(d.amountPaise),
      d.cause,
      d.causeCode,
      d.frequency,
      d.want80g ? 'yes' : 'no',
      d.eligible80g ? 'yes' : 'no',
      d.paymentMode,
      d.razorpayPaymentId ?? d.reference ?? '',
      d.receipt ?? '',
      isTestDonation(d) ? 'TEST (sandbox)' : (d.mode ?? 'offline'),
    ]),
  );
}

/** The rows of each batch again, in batches of at most `size`. */
async function* piecesOf<Row>(batches: AsyncIterable<Row[]>, size: number): AsyncGenerator<Row[]> {
  for await (const rows of batches) for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export const FORM_10BD_HEADER = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

const ELECTRONIC = 'Electronic modes including account payee cheque/draft';

/**
 * Form 10BD Part B for a financial year: paid, 80G-eligible donations (test money left out, counted.ts)
 * grouped by donor (PAN) and mode of receipt, in the column order of the income-tax portal's template, the
 * largest totals first. Grouped in the database and read a batch of groups at a time (csvResponse streams them).
 */
export async function form10bdCsv(caller: Caller, fy: string): Promise<AsyncIterable<string>> {
  requireRole(caller, 'admin');
  const { start, end } = financialYearRange(fy);
  const db = await getDb();
  const mode = sql<string>`case when ${donations.paymentMode} = 'cash' then 'Cash' else ${ELECTRONIC} end`;
  // The donor's latest name and address win.
  const latest = (column: typeof donations.name | typeof donations.address) =>
    sql<string>`(array_agg(${column} order by ${donations.paidAt} desc, ${donations.id} desc))[1]`;
  // A donor is their PAN's search hash (sealed values differ per row); a PAN not sealed yet stands for itself.
  const donorKey = sql<string>`coalesce(${donations.panHash}, 'clear:' || upper(${donations.pan}))`;
  const groups = db
    .select({
      key: donorKey.as('donor_key'),
      pan: sql<string>`(array_agg(${donations.pan}))[1]`.as('pan'),
      mode: mode.as('mode'),
      name: latest(donations.name).as('name'),
      address: latest(donations.address).as('address'),
      total: sql<number>`sum(${donations.amountPaise})::bigint`.as('total'),
    })
    .from(donations)
    .where(
      and(
        countedDonations,
        eq(donations.eligible80g, true),
        gte(donations.paidAt, start),
        lt(donations.paidAt, end),
        isNotNull(donations.pan),
      ),
    )
    // By position: the mode's text is a parameter, and a repeated expression would not match it.
    .groupBy(sql`1, 3`)
    .as('groups');
  type Group = { key: string; pan: string; mode: string; name: string; address: string; total: number };
  const batches = keysetBatches(
    (last: Group | null, size) =>
      db
        .select()
        .from(groups)
        .where(last ? sql`(-${groups.total}, ${groups.key}, ${groups.mode}) > (${-last.total}, ${last.key}, ${last.mode})` : undefined)
        .orderBy(sql`${groups.total} desc`, groups.key, groups.mode)
        .limit(size) as Promise<Group[]>,
    // Each read groups the whole year again (the order is by total), so a read is large: 10,000 donor groups
    // (a few MB) hold a year of 100,000 donations in one pass; memory stays bounded by it all the same. The
    // response is written in pieces of 500 groups.
    10_000,
  );
  // The statement is filed under the registration covering the year (receipts outside every one carry no
  // 80G). Checked before the stream starts, so a refusal is still a 400.
  const r = registration80gOn(start, foundation.registrations80g);
  if (!r) throw fail('form10bd.no_registration', { fy });
  let serial = 0;
  return csvPieces(
    FORM_10BD_HEADER,
    mapBatches(piecesOf(batches, 500), (g) => [
      ++serial,
      '',
      'Permanent Account Number',
      openPan(g.pan),
      'Section 80G',
      r.urn,
      // Kept as written for the portal's upload (dd-mm-yyyy, hyphens): a field of its template, not a display date.
      r.approvedOn.split('-').reverse().join('-'),
      g.name,
      g.address,
      'Others',
      g.mode,
      paiseToDecimalString(Number(g.total)),
    ]),
  );
}
