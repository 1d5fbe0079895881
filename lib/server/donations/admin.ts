import 'server-only';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { donationReceipts, donations } from '@/db/schema';
import { CASH_RECEIPT_LIMIT_PAISE, causeByCode, donationDisplayStatus, is80gEligible, resolveCause } from '@/lib/domain/donations';
import { istParts, istStartOfDay } from '@/lib/domain/dates';
import { paiseToRupees, rupeesToPaise } from '@/lib/domain/money';
import type { DonationListQuery, OfflineDonationInput } from '@/lib/domain/validation/donations';
import type { Paginated } from '@/lib/domain/wire/page';
import { countOf, maskedPan, pageAndCount, panColumns, panHash, openPan, recordAudit, rowCount } from '@/lib/server/platform';
import { type Caller, requireRole } from '@/lib/server/accounts';
import { fail, invalid } from '@/lib/domain/errors';
import { kickMailDelivery } from '@/lib/server/mail';
import { expireAfter } from '@/lib/server/cache';
import { certificateLink, primeLinkSecret, receiptLink } from './links';
import { donationFilters } from './filters';
import { currentReceiptOf, issueDonationReceipt, PAYMENT_MODE_LABELS } from './receipts';
import { campaignCause } from './campaigns';

// The back-office's donation functions (list with filters, offline entry); certificate upload and exports
// live next door (certificates.ts, exports.ts).

const hasCertificate = sql<boolean>`exists (select 1 from donation_certificates c where c.donation_id = ${donations.id})`;
/** A recurring charge's gift shows its recurring gift's state now (halted: the charges failed and stopped). */
const recurringStatus = sql<string | null>`(select s.status from donation_subscriptions s where s.id = ${donations.subscriptionId})`;

/**
 * A donation as the admin answers and the back-office table show it. The PAN is masked (ABCPE••••F) in lists;
 * only the donation's own answer (getDonation) carries it in full.
 */
async function toWire(
  d: typeof donations.$inferSelect,
  receiptNumber: string | null,
  certificate: boolean,
  recurring: string | null,
  fullPan = false,
) {
  return {
    id: d.id,
    name: d.name,
    phone: d.phone,
    email: d.email,
    amount: paiseToRupees(d.amountPaise),
    currency: d.currency,
    pan: fullPan ? openPan(d.pan) : maskedPan(d.pan),
    address: d.address,
    cause: d.cause,
    cause_code: d.causeCode,
    causeCode: d.causeCode,
    campaign_id: d.campaignId,
    frequency: d.frequency,
    /** The state of the recurring gift this charge belongs to (active, paused, pending, halted, cancelled...); null for a one-time gift. */
    recurring_status: recurring,
    status: d.status,
    /** What the back-office shows: 'abandoned' for an attempt left unpaid past DONATION_ABANDONED_AFTER_HOURS. */
    display_status: donationDisplayStatus(d.status, d.createdAt),
    want80G: d.want80g,
    eligible_80g: d.eligible80g,
    payment_mode: d.paymentMode,
    payment_mode_label: PAYMENT_MODE_LABELS[d.paymentMode],
    payment_id: d.razorpayPaymentId,
    reference: d.reference,
    mode: d.mode,
    wall_display: d.wallDisplay,
    show_amount: d.wallShowAmount,
    receipt_number: receiptNumber,
    receipt_url: receiptNumber ? await receiptLink(d.id) : null,
    // The existing client opens the certificate by URL: a signed link works without its bearer token.
    certificate: certificate ? await certificateLink(d.id) : null,
    created_at: d.createdAt.toISOString(),
    paid_at: d.paidAt?.toISOString() ?? null,
    settled_at: d.settledAt?.toISOString() ?? null,
    // Only on an erased donor's receipted or Form 10BD gift: kept for tax until this day (issue 35).
    ...(d.taxKeptUntil ? { tax_kept_until: d.taxKeptUntil } : {}),
  };
}

type DonationRow = Awaited<ReturnType<typeof toWire>>;

async function selectRows(q: DonationListQuery, window: { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select({ d: donations, receipt: donationReceipts.receiptNumber, certificate: hasCertificate, recurring: recurringStatus })
    .from(donations)
    .leftJoin(donationReceipts, currentReceiptOf(donations.id))
    .where(donationFilters(q))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(window.limit)
    .offset(window.offset);
}

const toRows = (rows: Awaited<ReturnType<typeof selectRows>>) =>
  Promise.all(rows.map((r) => toWire(r.d, r.receipt, r.certificate, r.recurring)));

/** GET /api/donations: newest first, a plain array (the existing client reads `data` as the list). */
export async function listDonations(caller: Caller, q: DonationListQuery) {
  requireRole(caller, 'admin');
  return toRows(await selectRows(q, { limit: q.per_page, offset: (q.page - 1) * q.per_page }));
}

/** The back-office table: the same filters and order, one page in the paginated shape with the total. */
export async function listDonationsPage(caller: Caller, q: DonationListQuery): Promise<Paginated<DonationRow>> {
  requireRole(caller, 'admin');
  const db = await getDb();
  return pageAndCount(
    q,
    {
      rows: (window) => selectRows(q, window),
      total: () => countOf(db.select({ n: rowCount() }).from(donations).where(donationFilters(q))),
    },
    toRows,
  );
}

export async function getDonation(caller: Caller, id: number) {
  requireRole(caller, 'admin');
  const db = await getDb();
  const [r] = await db
    .select({ d: donations, receipt: donationReceipts.receiptNumber, certificate: hasCertificate, recurring: recurringStatus })
    .from(donations)
    .leftJoin(donationReceipts, currentReceiptOf(donations.id))
    .where(eq(donations.id, id));
  if (!r) throw fail('donation.not_found');
  return toWire(r.d, r.receipt, r.certificate, r.recurring, true);
}

/**
 * One donor's cash received on the IST day of `at` (this gift included): the donor is known by PAN when
 * given, else by email, else by name and phone (offline entries often have neither PAN nor email).
 */
async function cashOnDayPaise(tx: DbOrTx, input: OfflineDonationInput, at: Date): Promise<number> {
  const { year, month, day } = istParts(at);
  const start = istStartOfDay(year, month, day);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const donor = input.pan
    ? eq(donations.panHash, panHash(input.pan)!)
    : input.email
      ? sql`lower(${donations.email}) = ${input.email.toLowerCase()}`
      : sql`lower(${donations.name}) = ${input.name.toLowerCase()} and ${donations.phone} = ${input.phone}`;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${donations.amountPaise}), 0)` })
    .from(donations)
    .where(
      and(eq(donations.paymentMode, 'cash'), eq(donations.status, 'paid'), gte(donations.paidAt, start), lt(donations.paidAt, end), donor),
    );
  return Number(row.total);
}

/**
 * Money received outside the website (cash, cheque, bank transfer), recorded paid with its receipt.
 * Cash above ₹2,000 is never 80G-eligible, whatever was asked: its receipt says so. Cash of ₹2,00,000 or more
 * for one gift is refused by the schema (section 269ST); when one donor's cash on one day reaches that sum, the
 * gift is still recorded (the money is in hand and the books must show it) and the answer carries
 * `cash_day_total_warning` (rupees) for the office to take to the accountant.
 */
export async function recordOfflineDonation(caller: Caller, input: OfflineDonationInput) {
  const admin = requireRole(caller, 'admin');
  const db = await getDb();
  // Filed under a campaign: its cause, whatever was sent. The office may file money received for a campaign
  // after its last day (a cheque written during it): the entry keeps the campaign.
  const campaign = input.campaign_id ? await campaignCause(db, input.campaign_id) : null;
  if (input.campaign_id && !campaign) throw invalid({ campaign_id: [{ code: 'campaign.unknown' }] });
  const cause = campaign ? causeByCode(campaign) : resolveCause(input.cause);
  if (!cause) throw invalid({ cause: [{ code: 'donation.cause' }] });
  const amountPaise = rupeesToPaise(input.amount);
  await primeLinkSecret();
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        address: input.address,
        ...panColumns(input.want80G ? input.pan! : input.pan || null),
        amountPaise,
        cause: cause.value,
        causeCode: cause.code,
        campaignId: input.campaign_id ?? null,
        frequency: 'one-time',
        want80g: input.want80G,
        wallDisplay: input.wallDisplay,
        wallShowAmount: input.wallDisplay !== 'hidden' && input.showAmount,
        eligible80g: is80gEligible(input.want80G, input.payment_mode, amountPaise),
        status: 'paid',
        paymentMode: input.payment_mode,
        mode: null,
        reference: input.reference || null,
        recordedBy: admin.userId,
        paidAt: input.received_at ?? new Date(),
      })
      .returning();
    const cashToday = input.payment_mode === 'cash' ? await cashOnDayPaise(tx, input, row.paidAt!) : 0;
    await issueDonationReceipt(tx, row.id);
    await recordAudit(tx, admin, {
      action: 'donation.offline',
      entityType: 'donation',
      entityId: row.id,
      after: { ...row, pan: row.pan ? 'recorded' : null, panHash: undefined },
      ip: admin.ip,
    });
    return { id: row.id, cashToday };
  });
  kickMailDelivery();
  await expireAfter('donation.paid', { campaignId: input.campaign_id });
  const warning = saved.cashToday >= CASH_RECEIPT_LIMIT_PAISE ? paiseToRupees(saved.cashToday) : null;
  return { ...(await getDonation(caller, saved.id)), cash_day_total_warning: warning };
}
