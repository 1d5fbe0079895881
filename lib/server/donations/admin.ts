import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations } from '@/db/schema';
import { donationDisplayStatus, is80gEligible, resolveCause } from '@/lib/domain/donations';
import { paiseToRupees, rupeesToPaise } from '@/lib/domain/money';
import type { DonationListQuery, OfflineDonationInput } from '@/lib/domain/validation/donations';
import type { Paginated } from '@/lib/domain/wire/page';
import { countOf, pageAndCount, recordAudit, rowCount } from '@/lib/server/platform';
import { type Caller, requireRole } from '@/lib/server/accounts';
import { fail, invalid } from '@/lib/domain/errors';
import { kickMailDelivery } from '@/lib/server/mail';
import { expireAfter } from '@/lib/server/cache';
import { certificateLink, primeLinkSecret, receiptLink } from './links';
import { donationFilters } from './filters';
import { issueDonationReceipt, PAYMENT_MODE_LABELS } from './receipts';

// The back-office's donation functions (list with filters, offline entry); certificate upload and exports
// live next door (certificates.ts, exports.ts).

const hasCertificate = sql<boolean>`exists (select 1 from donation_certificates c where c.donation_id = ${donations.id})`;

async function toWire(d: typeof donations.$inferSelect, receiptNumber: string | null, certificate: boolean) {
  return {
    id: d.id,
    name: d.name,
    phone: d.phone,
    email: d.email,
    amount: paiseToRupees(d.amountPaise),
    currency: d.currency,
    pan: d.pan,
    address: d.address,
    cause: d.cause,
    cause_code: d.causeCode,
    causeCode: d.causeCode,
    frequency: d.frequency,
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
  };
}

type DonationRow = Awaited<ReturnType<typeof toWire>>;

async function selectRows(q: DonationListQuery, window: { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select({ d: donations, receipt: donationReceipts.receiptNumber, certificate: hasCertificate })
    .from(donations)
    .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
    .where(donationFilters(q))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(window.limit)
    .offset(window.offset);
}

const toRows = (rows: Awaited<ReturnType<typeof selectRows>>) => Promise.all(rows.map((r) => toWire(r.d, r.receipt, r.certificate)));

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
    .select({ d: donations, receipt: donationReceipts.receiptNumber, certificate: hasCertificate })
    .from(donations)
    .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
    .where(eq(donations.id, id));
  if (!r) throw fail('donation.not_found');
  return toWire(r.d, r.receipt, r.certificate);
}

/**
 * Money received outside the website (cash, cheque, bank transfer), recorded paid with its receipt.
 * Cash above ₹2,000 is never 80G-eligible, whatever was asked: its receipt says so.
 */
export async function recordOfflineDonation(caller: Caller, input: OfflineDonationInput) {
  const admin = requireRole(caller, 'admin');
  const cause = resolveCause(input.cause);
  if (!cause) throw invalid({ cause: [{ code: 'donation.cause' }] });
  const amountPaise = rupeesToPaise(input.amount);
  await primeLinkSecret();
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        address: input.address,
        pan: input.want80G ? input.pan! : input.pan || null,
        amountPaise,
        cause: cause.value,
        causeCode: cause.code,
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
    await issueDonationReceipt(tx, row.id);
    await recordAudit(tx, admin, {
      action: 'donation.offline',
      entityType: 'donation',
      entityId: row.id,
      after: { ...row, pan: row.pan ? 'recorded' : null },
      ip: admin.ip,
    });
    return row.id;
  });
  kickMailDelivery();
  await expireAfter('donation.paid');
  return getDonation(caller, id);
}
