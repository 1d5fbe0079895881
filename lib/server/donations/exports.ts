import 'server-only';
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { financialYearRange, formatIstDate } from '@/lib/domain/dates';
import { paiseToDecimalString } from '@/lib/domain/money';
import type { DonationListQuery } from '@/lib/domain/validation/donations';
import { toCsv } from '@/lib/server/platform';
import { badRequest } from '@/lib/server/errors';
import { registration80gOn } from '@/lib/domain/registration-80g';
import type { Caller } from '@/lib/server/accounts';
import { requireRole } from '@/lib/server/accounts';
import { donationFilters } from './filters';
import { countedDonations, isTestDonation } from './counted';

/** Every donation matching the admin filters, oldest first (a ledger reads top-down). */
export async function donationsCsv(caller: Caller, q: Partial<DonationListQuery>): Promise<string> {
  requireRole(caller, 'admin');
  const db = await getDb();
  const rows = await db
    .select({ d: donations, receipt: donationReceipts.receiptNumber })
    .from(donations)
    .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
    .where(donationFilters(q))
    .orderBy(asc(donations.createdAt), asc(donations.id));
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
  return toCsv(
    header,
    rows.map(({ d, receipt }) => [
      d.id,
      formatIstDate(d.createdAt),
      d.paidAt ? formatIstDate(d.paidAt) : '',
      d.status,
      d.name,
      d.email,
      d.phone,
      d.address,
      d.pan ?? '',
      paiseToDecimalString(d.amountPaise),
      d.cause,
      d.causeCode,
      d.frequency,
      d.want80g ? 'yes' : 'no',
      d.eligible80g ? 'yes' : 'no',
      d.paymentMode,
      d.razorpayPaymentId ?? d.reference ?? '',
      receipt ?? '',
      isTestDonation(d) ? 'TEST (sandbox)' : (d.mode ?? 'offline'),
    ]),
  );
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
 * Form 10BD Part B for a financial year: paid, 80G-eligible donations (test money left out, counted.ts) grouped by donor (PAN), donation type
 * and mode of receipt, in the column order of the income-tax portal's template.
 */
export async function form10bdCsv(caller: Caller, fy: string): Promise<string> {
  requireRole(caller, 'admin');
  const { start, end } = financialYearRange(fy);
  const db = await getDb();
  const rows = await db
    .select({
      pan: donations.pan,
      name: donations.name,
      address: donations.address,
      paymentMode: donations.paymentMode,
      amountPaise: donations.amountPaise,
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
    .orderBy(asc(donations.paidAt), asc(donations.id));
  // Grouped here rather than in SQL: one pass, and the donor's latest name and address win.
  const groups = new Map<string, { pan: string; name: string; address: string; mode: string; total: number }>();
  for (const row of rows) {
    const mode = row.paymentMode === 'cash' ? 'Cash' : ELECTRONIC;
    const key = `${row.pan}|${mode}`;
    const g = groups.get(key) ?? { pan: row.pan!, name: row.name, address: row.address, mode, total: 0 };
    Object.assign(g, { name: row.name, address: row.address, total: g.total + row.amountPaise });
    groups.set(key, g);
  }
  const grouped = [...groups.values()].sort((a, b) => b.total - a.total || a.pan.localeCompare(b.pan));
  // The statement is filed under the registration covering the year (receipts outside every one carry no 80G).
  const r = registration80gOn(start, foundation.registrations80g);
  if (!r) throw badRequest(`No 80G registration of the foundation covers the financial year ${fy}.`);
  return toCsv(
    FORM_10BD_HEADER,
    grouped.map((g, i) => [
      i + 1,
      '',
      'Permanent Account Number',
      g.pan,
      'Section 80G',
      r.urn,
      // Kept as written for the portal's upload (dd-mm-yyyy, hyphens): a field of its template, not a display date.
      r.approvedOn.split('-').reverse().join('-'),
      g.name,
      g.address,
      'Others',
      g.mode,
      paiseToDecimalString(g.total),
    ]),
  );
}
