import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations } from '@/db/schema';
import type { ReceiptLinkRequest } from '@/lib/domain/validation/donations';
import { mailTranslator } from '@/lib/i18n/mail';
import type { Caller } from '@/lib/server/accounts';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { admitLinkRequest, linkMailText, type MailedLinkLimits } from '@/lib/server/platform';
import { DOCUMENT_LINK_DAYS, receiptLink } from './links';

const LIMITS: MailedLinkLimits = {
  requestsPerIp: { limit: 20, windowSeconds: 60 * 60 },
  mailsPerAddress: { limit: 5, windowSeconds: 60 * 60 },
};

/**
 * "Send my receipt again": a donor whose receipt link has expired gives the e-mail the receipt went to and
 * the receipt number (or the donation's number). When both match a receipt, a fresh link (valid for
 * DOCUMENT_LINK_DAYS) is mailed to that address, never to another. The caller answers the same either way, so
 * the form tells a stranger nothing about who gave.
 */
export async function requestReceiptLink(caller: Caller, input: ReceiptLinkRequest, language: string | undefined): Promise<void> {
  const email = input.email.toLowerCase();
  const request = await admitLinkRequest('receipt-link', { email, ip: caller.ip }, LIMITS, 'rate.donations');
  const byNumber = /^\d{1,9}$/.test(input.number)
    ? eq(donations.id, Number(input.number))
    : eq(donationReceipts.receiptNumber, input.number);
  const db = await getDb();
  const [found] = await db
    // A replaced receipt's number still finds the gift; the link and the mail give the receipt in force.
    .select({
      id: donations.id,
      name: donations.name,
      email: donations.email,
      number: sql<string>`(select r.receipt_number from donation_receipts r where r.donation_id = ${donations.id} and r.replaced_at is null)`,
    })
    .from(donationReceipts)
    .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
    .where(and(byNumber, sql`lower(${donations.email}) = ${email}`));
  if (!found) return;
  if (!(await request.mayMail())) return;
  const mail = mailTranslator(language);
  const { t } = mail;
  await enqueueMail(db, {
    kind: 'donation-receipt-link',
    to: found.email,
    subject: t('donation.receiptLinkSubject', { number: found.number }),
    text: linkMailText(mail, {
      greeting: t('donation.greeting', { name: found.name }),
      lead: t('donation.receiptLinkBody', { number: found.number, days: DOCUMENT_LINK_DAYS }),
      url: await receiptLink(found.id),
      note: t('donation.receiptLinkIgnore'),
    }),
  });
  kickMailDelivery();
}
