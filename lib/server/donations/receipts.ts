import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { donationReceipts, donations, donationSubscriptions } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { incomeTaxActOn } from '@/lib/config/income-tax-acts';
import { causeByCode, FREQUENCY_LABELS, not80gReason } from '@/lib/domain/donations';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr } from '@/lib/domain/money';
import { storeFile } from '@/lib/server/files';
import { enqueueMail } from '@/lib/server/mail';
import { formatDocumentNumber, nextDocumentNumber, openPan, recordAudit, log } from '@/lib/server/platform';
import { assessmentYear, registration80gOn } from '@/lib/domain/registration-80g';
import { renderDonationReceipt, TEST_NOTICE } from './receipt-pdf';
import { isTestDonation } from './counted';
import { cancelRecurringLink, receiptLink } from './links';
import { mailTranslator } from '@/lib/i18n/mail';

type Donation = typeof donations.$inferSelect;

export const PAYMENT_MODE_LABELS: Record<Donation['paymentMode'], string> = {
  razorpay: 'Online (Razorpay)',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

/**
 * A donation that qualifies but falls outside every 80G registration (it lapsed, the renewal is not entered
 * yet): it is not eligible after all (no 80G wording, not in Form 10BD, no certificate), and the office is
 * told, in the audit log and by mail, to renew or enter the renewal in lib/config/foundation.ts.
 */
async function withoutRegistration(tx: DbOrTx, d: Donation, issuedAt: Date): Promise<Donation> {
  const year = assessmentYear(issuedAt);
  log().warn(`[donations] no 80G registration covers ${year}: donation ${d.id} receipted without 80G`);
  const [updated] = await tx.update(donations).set({ eligible80g: false }).where(eq(donations.id, d.id)).returning();
  await recordAudit(tx, null, {
    action: 'donation.80g_not_covered',
    entityType: 'donation',
    entityId: d.id,
    before: { eligible80g: true },
    after: { eligible80g: false, reason: `no 80G registration covers ${year}` },
  });
  await enqueueMail(tx, {
    kind: 'office-80g-warning',
    to: foundation.email,
    subject: `80G registration: no registration covers ${year}`,
    text: [
      `Donation #${d.id} of ${formatInr(d.amountPaise)} by ${d.name}, received on ${formatIstDate(issuedAt)} (${year}), asked for an 80G receipt.`,
      `None of the foundation's 80G registrations covers ${year} (the last is valid up to ${foundation.registrations80g.at(-1)?.validUpTo ?? 'none'}), so its receipt was issued without 80G wording and the donation is left out of Form 10BD.`,
      '',
      'Renew the registration and enter the renewal in the site configuration (lib/config/foundation.ts); then press "Re-check 80G receipts" on the back-office Donations page: it issues the donor a replacement receipt with 80G.',
    ].join('\n'),
  });
  return updated;
}

/** The receipt in force of a donation (a replaced one keeps its row, marked replaced_at). */
export const currentReceiptOf = (donationId: typeof donations.id | number) =>
  and(eq(donationReceipts.donationId, donationId), isNull(donationReceipts.replacedAt));

/** The receipt a replacement cancels: its number and the date printed on it. */
export type ReplacedReceipt = { id: number; receiptNumber: string; date: Date };

/**
 * Numbers, renders and stores the receipt of a paid donation, and queues the mail with the PDF attached.
 * Call it in the transaction that marked the donation paid: the number, the file and the mail exist
 * exactly when the payment does. Idempotent per donation (one receipt in force per donation). A replacement
 * (`replaces`, whose row the caller has marked replaced_at) is dated and numbered as the gift is: the gift's
 * date and a new number in the series of its financial year.
 */
export async function issueDonationReceipt(
  tx: DbOrTx,
  donationId: number,
  replaces: ReplacedReceipt | null = null,
): Promise<{ receiptNumber: string } | null> {
  let [d] = await tx.select().from(donations).where(eq(donations.id, donationId));
  if (!d || d.status !== 'paid') return null;
  const [existing] = await tx.select().from(donationReceipts).where(currentReceiptOf(donationId));
  if (existing) return { receiptNumber: existing.receiptNumber };

  const issuedAt = d.paidAt ?? new Date();
  const registration = registration80gOn(issuedAt, foundation.registrations80g);
  if (d.eligible80g && !registration) d = await withoutRegistration(tx, d, issuedAt);
  const test = isTestDonation(d);
  // Test money never takes a number of the real series: sandbox receipts are TDON/... in their own.
  const { financialYear, sequence } = await nextDocumentNumber(tx, test ? 'donation-receipt-test' : 'donation-receipt', issuedAt);
  const receiptNumber = formatDocumentNumber(test ? 'TDON' : 'DON', financialYear, sequence);
  const cause = causeByCode(d.causeCode);
  const pdf = await renderDonationReceipt({
    receiptNumber,
    issuedAt,
    donorName: d.name,
    donorAddress: d.address,
    donorPan: openPan(d.pan),
    donorEmail: d.email,
    amountPaise: d.amountPaise,
    paymentMode: PAYMENT_MODE_LABELS[d.paymentMode],
    paymentReference: d.razorpayPaymentId ?? d.reference,
    cause: cause ? `${cause.label} (${cause.code})` : d.cause,
    frequency: FREQUENCY_LABELS[d.frequency],
    eligible80g: d.eligible80g,
    not80gReason: not80gReason(d, incomeTaxActOn(issuedAt).yearOf(issuedAt)),
    registration80g: registration,
    replaces: replaces && { receiptNumber: replaces.receiptNumber, date: replaces.date },
    test,
  });
  const file = await storeFile(tx, {
    bytes: pdf,
    mime: 'application/pdf',
    purpose: 'receipt',
    originalName: `${receiptNumber.replaceAll('/', '-')}.pdf`,
  });
  // emailed_at stays empty until the mail has really left the outbox (mail/delivery.ts sets it by mail_id).
  const mailId = d.email ? await enqueueMail(tx, await receiptMail(tx, d, receiptNumber, pdf, test, replaces)) : null;
  await tx
    .insert(donationReceipts)
    .values({ donationId, receiptNumber, financialYear, sequence, test, fileId: file.id, mailId, replacesReceiptId: replaces?.id ?? null });
  return { receiptNumber };
}

/** The thank-you mail with the receipt: in the language the gift was made in (the PDF stays English). */
async function receiptMail(
  tx: DbOrTx,
  d: Donation,
  receiptNumber: string,
  pdf: Uint8Array,
  test: boolean,
  replaces: ReplacedReceipt | null,
) {
  const { t } = mailTranslator(d.locale);
  const lines = [
    ...(test ? [TEST_NOTICE, ''] : []),
    t('donation.greeting', { name: d.name }),
    '',
    ...(replaces ? [t('donation.replacesReceipt', { old: replaces.receiptNumber }), ''] : []),
    t('donation.thanks', { amount: formatInr(d.amountPaise), site: foundation.name, date: formatIstDate(d.paidAt ?? new Date()) }),
    `${t('donation.receiptNumber', { number: receiptNumber })}${d.razorpayPaymentId ? `\n${t('donation.paymentId', { id: d.razorpayPaymentId })}` : ''}`,
    d.eligible80g ? t('donation.receipt80g') : t('donation.receiptNo80g'),
    '',
    t('donation.downloadAgain', { url: await receiptLink(d.id) }),
  ];
  if (d.subscriptionId) {
    const [sub] = await tx.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, d.subscriptionId));
    if (sub && !['cancelled', 'completed'].includes(sub.status)) {
      lines.push(
        '',
        t('donation.recurring', { frequency: t(`frequency.${d.frequency}`), email: foundation.email }),
        t('donation.stopFuture', { url: await cancelRecurringLink(sub.id, sub.locale) }),
      );
    }
  }
  lines.push('', t('donation.closing'), foundation.name, foundation.email);
  return {
    kind: 'donation-receipt',
    to: d.email,
    subject: `${test ? '[TEST] ' : ''}${t(replaces ? 'donation.replacementSubject' : 'donation.receiptSubject', { number: receiptNumber })}`,
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
