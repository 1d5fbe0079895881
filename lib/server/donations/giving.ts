import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { campaigns, donationCertificates, donationReceipts, donations, donationSubscriptions, users } from '@/db/schema';
import { causeByCode, isRecurring } from '@/lib/domain/donations';
import { financialYear } from '@/lib/domain/dates';
import { estimateNextCharge, type GiftLine, type GivingOverview, type RecurringLine, type StatementLine } from '@/lib/domain/giving';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import type { Caller } from '@/lib/server/accounts';
import { donationPaidAt } from './counted';
import { givingVisitEmail } from './giving-links';
import { certificateLink, receiptLink } from './links';

const FINISHED = ['cancelled', 'completed', 'expired'];

/**
 * Whose gifts the caller may see: the address of a valid visit (the mailed link's cookie), else a signed-in
 * user's own address once it is confirmed (an unconfirmed address may be someone else's). Null otherwise.
 */
export async function givingDonor(caller: Caller, visit: string | null | undefined): Promise<string | null> {
  const fromVisit = await givingVisitEmail(visit);
  if (fromVisit) return fromVisit;
  if (caller.kind !== 'user') return null;
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, confirmedAt: users.emailVerifiedAt, status: users.status })
    .from(users)
    .where(eq(users.id, caller.userId));
  return user && user.status === 'active' && user.confirmedAt ? user.email.toLowerCase() : null;
}

/**
 * When a recurring gift charges next, from our records: nothing while paused or ended; a replacement not yet
 * charged on the date it was set to start; else one period after the last charge (or the start).
 */
function nextChargeOn(s: typeof donationSubscriptions.$inferSelect, from: Date): string | null {
  if (FINISHED.includes(s.status) || s.status === 'paused' || !isRecurring(s.frequency)) return null;
  if (s.startsAt && s.paidCount === 0) return s.startsAt.toISOString();
  return estimateNextCharge(from, s.frequency).toISOString();
}

/** Every gift, recurring gift and yearly statement of the donor the caller may see; null when none. */
export async function myGiving(caller: Caller, visit: string | null | undefined, locale: Locale): Promise<GivingOverview | null> {
  const email = await givingDonor(caller, visit);
  if (!email) return null;
  const db = await getDb();
  const rows = await db
    .select({
      d: donations,
      date: sql<Date | string>`${donationPaidAt}`.as('gift_date'),
      receiptNumber: donationReceipts.receiptNumber,
      test: donationReceipts.test,
      campaign: { id: campaigns.id, title: campaigns.title, titleHi: campaigns.titleHi },
    })
    .from(donations)
    .leftJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(sql`lower(${donations.email}) = ${email}`, ne(donations.status, 'pending')))
    .orderBy(desc(donationPaidAt), desc(donations.id));
  const ids = rows.map((r) => r.d.id);
  const withCertificate = new Set(
    ids.length
      ? (
          await db
            .selectDistinct({ id: donationCertificates.donationId })
            .from(donationCertificates)
            .where(inArray(donationCertificates.donationId, ids))
        ).map((c) => c.id)
      : [],
  );
  const gifts: GiftLine[] = [];
  const years = new Map<string, StatementLine>();
  for (const { d, date, receiptNumber, test, campaign } of rows) {
    const when = new Date(date);
    gifts.push({
      id: d.id,
      date: when.toISOString(),
      amountPaise: d.amountPaise,
      causeCode: d.causeCode,
      cause: causeByCode(d.causeCode)?.label ?? d.cause,
      campaign,
      paymentMode: d.paymentMode,
      frequency: d.frequency,
      status: d.status,
      receiptNumber,
      receiptUrl: receiptNumber ? await receiptLink(d.id) : null,
      certificateUrl: withCertificate.has(d.id) ? await certificateLink(d.id) : null,
    });
    if (!receiptNumber || d.status !== 'paid') continue;
    const fy = financialYear(when);
    const key = `${fy}:${test}`;
    const line = years.get(key) ?? {
      financialYear: fy,
      test: Boolean(test),
      gifts: 0,
      totalPaise: 0,
      url: localizedPath(`/giving/statement/${fy}${test ? '?series=test' : ''}`, locale),
    };
    line.gifts += 1;
    line.totalPaise += d.amountPaise;
    years.set(key, line);
  }
  const mandates = await db
    .select()
    .from(donationSubscriptions)
    .where(and(sql`lower(${donationSubscriptions.email}) = ${email}`, ne(donationSubscriptions.status, 'created')))
    .orderBy(asc(donationSubscriptions.id));
  const recurring: RecurringLine[] = [];
  for (const s of mandates) {
    const active = !FINISHED.includes(s.status);
    const last = rows.find((r) => r.d.subscriptionId === s.id && r.d.status === 'paid');
    const from = last ? new Date(last.date) : s.createdAt;
    recurring.push({
      id: s.id,
      amountPaise: s.amountPaise,
      frequency: s.frequency,
      status: s.status,
      active,
      nextChargeOn: nextChargeOn(s, from),
    });
  }
  const statements = [...years.values()].sort((a, b) => b.financialYear.localeCompare(a.financialYear) || Number(a.test) - Number(b.test));
  return { email, gifts, recurring, statements };
}
