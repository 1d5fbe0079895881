import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { is80gEligible } from '@/lib/domain/donations';
import { registration80gOn } from '@/lib/domain/registration-80g';
import { type Caller, requireRole } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { kickMailDelivery } from '@/lib/server/mail';
import { recordAudit } from '@/lib/server/platform';
import { primeLinkSecret } from './links';
import { currentReceiptOf, issueDonationReceipt } from './receipts';

export type ReissuedReceipt = { donation_id: number; replaced: string; receipt_number: string };

/**
 * The office's "Re-check 80G receipts", after a registration (a renewal) is entered in lib/config/foundation.ts:
 * every paid gift that asked for 80G, qualifies by its mode (cash above ₹2,000 never does) and was receipted
 * without 80G because no registration covered its date, and that a registration now covers, gets a replacement
 * receipt. The replacement keeps the gift's date, takes a new number in its financial year's series, says
 * "Replaces receipt X dated …, which is cancelled", is stored and mailed; the old one is marked replaced_at.
 * Each gift in a transaction of its own; a second run finds nothing left to do.
 */
export async function reissue80gReceipts(caller: Caller): Promise<{ reissued: ReissuedReceipt[] }> {
  const admin = requireRole(caller, 'admin');
  await primeLinkSecret();
  const db = await getDb();
  const reissued: ReissuedReceipt[] = [];
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ d: donations, receipt: donationReceipts })
      .from(donations)
      .innerJoin(donationReceipts, currentReceiptOf(donations.id))
      .where(and(eq(donations.status, 'paid'), eq(donations.want80g, true), eq(donations.eligible80g, false), gt(donations.id, after)))
      .orderBy(asc(donations.id))
      .limit(200);
    if (!batch.length) break;
    after = batch.at(-1)!.d.id;
    for (const { d, receipt } of batch) {
      const date = d.paidAt ?? receipt.issuedAt;
      if (!is80gEligible(d.want80g, d.paymentMode, d.amountPaise) || !d.pan) continue;
      if (!registration80gOn(date, foundation.registrations80g)) continue;
      const done = await db.transaction(async (tx) => {
        // Only the receipt still in force is replaced: a run beside this one that got there first leaves nothing.
        const [old] = await tx
          .update(donationReceipts)
          .set({ replacedAt: sql`now()` })
          .where(and(eq(donationReceipts.id, receipt.id), isNull(donationReceipts.replacedAt)))
          .returning();
        if (!old) return null;
        await tx.update(donations).set({ eligible80g: true }).where(eq(donations.id, d.id));
        const issued = await issueDonationReceipt(tx, d.id, { id: old.id, receiptNumber: old.receiptNumber, date });
        if (!issued) throw new Error(`donation ${d.id}: no replacement receipt issued`);
        await recordAudit(tx, admin, {
          action: 'donation.receipt_replaced',
          entityType: 'donation',
          entityId: d.id,
          before: { receipt_number: old.receiptNumber, eligible80g: false },
          after: { receipt_number: issued.receiptNumber, eligible80g: true, replaces: old.receiptNumber },
          ip: admin.ip,
        });
        return { donation_id: d.id, replaced: old.receiptNumber, receipt_number: issued.receiptNumber };
      });
      if (done) reissued.push(done);
    }
  }
  if (reissued.length) {
    kickMailDelivery();
    await expireAfter('donation.paid');
  }
  return { reissued };
}
