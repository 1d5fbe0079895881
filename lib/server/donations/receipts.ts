import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { donationReceipts, donations, donationSubscriptions } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { causeByCode, FREQUENCY_LABELS } from '@/lib/domain/donations';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr } from '@/lib/domain/money';
import { storeFile } from '@/lib/server/files';
import { enqueueMail } from '@/lib/server/mail';
import { formatDocumentNumber, nextDocumentNumber } from '@/lib/server/platform';
import { renderDonationReceipt } from './receipt-pdf';
import { cancelRecurringLink, receiptLink } from './links';
import { promises } from '@/lib/config/promises';

type Donation = typeof donations.$inferSelect;

export const PAYMENT_MODE_LABELS: Record<Donation['paymentMode'], string> = {
  razorpay: 'Online (Razorpay)',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

function not80gReason(d: Donation): string | null {
  if (d.eligible80g) return null;
  if (!d.want80g) return '80G benefit was not requested';
  if (d.paymentMode === 'cash') return 'cash donations above ₹2,000 do not qualify';
  return null;
}

/**
 * Numbers, renders and stores the receipt of a paid donation, and queues the mail with the PDF attached.
 * Call it in the transaction that marked the donation paid: the number, the file and the mail exist
 * exactly when the payment does. Idempotent per donation (unique donation_id).
 */
export async function issueDonationReceipt(tx: DbOrTx, donationId: number): Promise<{ receiptNumber: string } | null> {
  const [d] = await tx.select().from(donations).where(eq(donations.id, donationId));
  if (!d || d.status !== 'paid') return null;
  const [existing] = await tx.select().from(donationReceipts).where(eq(donationReceipts.donationId, donationId));
  if (existing) return { receiptNumber: existing.receiptNumber };

  const issuedAt = d.paidAt ?? new Date();
  const { financialYear, sequence } = await nextDocumentNumber(tx, 'donation-receipt', issuedAt);
  const receiptNumber = formatDocumentNumber('DON', financialYear, sequence);
  const cause = causeByCode(d.causeCode);
  const pdf = await renderDonationReceipt({
    receiptNumber,
    issuedAt,
    donorName: d.name,
    donorAddress: d.address,
    donorPan: d.pan,
    donorEmail: d.email,
    amountPaise: d.amountPaise,
    paymentMode: PAYMENT_MODE_LABELS[d.paymentMode],
    paymentReference: d.razorpayPaymentId ?? d.reference,
    cause: cause ? `${cause.label} (${cause.code})` : d.cause,
    frequency: FREQUENCY_LABELS[d.frequency],
    eligible80g: d.eligible80g,
    not80gReason: not80gReason(d),
  });
  const file = await storeFile(tx, {
    bytes: pdf,
    mime: 'application/pdf',
    purpose: 'receipt',
    originalName: `${receiptNumber.replaceAll('/', '-')}.pdf`,
  });
  await tx
    .insert(donationReceipts)
    .values({ donationId, receiptNumber, financialYear, sequence, fileId: file.id, emailedAt: d.email ? new Date() : null });
  if (d.email) await enqueueMail(tx, await receiptMail(tx, d, receiptNumber, pdf));
  return { receiptNumber };
}

async function receiptMail(tx: DbOrTx, d: Donation, receiptNumber: string, pdf: Uint8Array) {
  const lines = [
    `Dear ${d.name},`,
    '',
    `Thank you for your donation of ${formatInr(d.amountPaise)} to ${foundation.name} on ${formatIstDate(d.paidAt ?? new Date())}.`,
    `Receipt number: ${receiptNumber}${d.razorpayPaymentId ? `\nPayment id: ${d.razorpayPaymentId}` : ''}`,
    d.eligible80g
      ? `Your receipt under section 80G is attached. ${promises.donations.certificate}`
      : 'Your receipt is attached. It carries no tax deduction under section 80G.',
    '',
    `Download the receipt again at any time: ${await receiptLink(d.id)}`,
  ];
  if (d.subscriptionId) {
    const [sub] = await tx.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, d.subscriptionId));
    if (sub && !['cancelled', 'completed'].includes(sub.status)) {
      lines.push(
        '',
        `This is part of your ${FREQUENCY_LABELS[d.frequency].toLowerCase()} donation. ${promises.donations.cancelRecurring}`,
        `Stop future donations: ${await cancelRecurringLink(sub.id)}`,
      );
    }
  }
  lines.push('', 'With gratitude,', foundation.name, foundation.email);
  return {
    kind: 'donation-receipt',
    to: d.email,
    subject: `Your donation receipt ${receiptNumber}`,
    text: lines.join('\n'),
    attachments: [
      {
        filename: `${receiptNumber.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}
