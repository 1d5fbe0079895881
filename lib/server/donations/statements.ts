import 'server-only';
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { donationReceipts, donations, donationStatements, files } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { financialYear, financialYearRange, shiftFinancialYear } from '@/lib/domain/dates';
import { causeByCode } from '@/lib/domain/donations';
import { fail } from '@/lib/domain/errors';
import { isFinancialYear } from '@/lib/domain/giving';
import { formatInr } from '@/lib/domain/money';
import { mailPath, mailTranslator } from '@/lib/i18n/mail';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { storeFile } from '@/lib/server/files';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { absoluteUrl, formatDocumentNumber, nextDocumentNumber } from '@/lib/server/platform';
import { donationPaidAt } from './counted';
import type { DonationDocument } from './documents';
import { givingDonor } from './giving';
import { primeLinkSecret } from './links';
import { PAYMENT_MODE_LABELS } from './receipts';
import { renderDonationStatement } from './statement-pdf';

// The yearly statement of donations (issue 36, item 4): per donor (address) and financial year, every paid gift
// that has a receipt, numbered STM/2025-26/000001 (TSTM for sandbox money, whose receipts are TDON), rendered
// once and stored; a receipt of that year issued later renders it again under the same number.

type Statement = typeof donationStatements.$inferSelect;

/** Money that came in within the financial year, India time (donationPaidAt: the one reading of a gift's date). */
function paidWithin(fy: string): SQL {
  const { start, end } = financialYearRange(fy);
  return sql`(${donationPaidAt} >= ${start.toISOString()}::timestamptz and ${donationPaidAt} < ${end.toISOString()}::timestamptz)`;
}

/** The receipted gifts of one address in one financial year and series (by when the money came in). */
async function giftsOfYear(db: DbOrTx, email: string, fy: string, test: boolean) {
  return db
    .select({
      d: donations,
      date: sql<Date | string>`${donationPaidAt}`.as('gift_date'),
      receiptNumber: donationReceipts.receiptNumber,
    })
    .from(donations)
    .innerJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
    .where(and(sql`lower(${donations.email}) = ${email}`, eq(donations.status, 'paid'), eq(donationReceipts.test, test), paidWithin(fy)))
    .orderBy(asc(donationPaidAt), asc(donations.id));
}

/**
 * The stored statement of `email` for `fy` in its series, rendered now when there is none yet or when it lists
 * fewer receipts than the year has (a receipt issued later); null when the year has no receipted gift. Call it
 * in a transaction: a lock per donor and year keeps two downloads from numbering it twice.
 */
async function ensureStatement(tx: DbOrTx, email: string, fy: string, test: boolean): Promise<Statement | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`statement:${email}:${fy}:${test}`}))`);
  const gifts = await giftsOfYear(tx, email, fy, test);
  if (!gifts.length) return null;
  const [existing] = await tx
    .select()
    .from(donationStatements)
    .where(and(eq(donationStatements.email, email), eq(donationStatements.financialYear, fy), eq(donationStatements.test, test)));
  if (existing?.fileId && existing.receiptsCount === gifts.length) return existing;

  const numbered =
    existing ?? (await nextDocumentNumber(tx, test ? 'donation-statement-test' : 'donation-statement', financialYearRange(fy).start));
  const statementNumber = existing?.statementNumber ?? formatDocumentNumber(test ? 'TSTM' : 'STM', fy, numbered.sequence);
  const latest = gifts[gifts.length - 1].d;
  const lines = gifts.map((g) => ({
    date: new Date(g.date),
    receiptNumber: g.receiptNumber,
    cause: causeByCode(g.d.causeCode)?.name ?? g.d.cause,
    paymentMode: PAYMENT_MODE_LABELS[g.d.paymentMode],
    amountPaise: g.d.amountPaise,
  }));
  const totalPaise = lines.reduce((sum, g) => sum + g.amountPaise, 0);
  const pdf = await renderDonationStatement({
    statementNumber,
    financialYear: fy,
    issuedAt: new Date(),
    donorName: latest.name,
    donorEmail: latest.email,
    gifts: lines,
    test,
  });
  const file = await storeFile(tx, {
    bytes: pdf,
    mime: 'application/pdf',
    purpose: 'statement',
    originalName: `${statementNumber.replaceAll('/', '-')}.pdf`,
  });
  const values = { fileId: file.id, receiptsCount: gifts.length, totalPaise, updatedAt: new Date() };
  if (existing) {
    const [row] = await tx.update(donationStatements).set(values).where(eq(donationStatements.id, existing.id)).returning();
    // The earlier rendering is replaced: nothing else refers to its file.
    if (existing.fileId) await tx.delete(files).where(eq(files.id, existing.fileId));
    return row;
  }
  const [row] = await tx
    .insert(donationStatements)
    .values({ email, financialYear: fy, sequence: numbered.sequence, test, statementNumber, ...values })
    .returning();
  return row;
}

/** The statement PDF of a year, for the donor the caller may see (a visit or a confirmed account). */
export async function statementDownload(
  caller: Caller,
  visit: string | null | undefined,
  fy: string,
  series: string | null,
): Promise<DonationDocument> {
  const email = await givingDonor(caller, visit);
  if (!email || !isFinancialYear(fy)) throw fail('statement.not_found');
  const test = series === 'test';
  const db = await getDb();
  const row = await db.transaction((tx) => ensureStatement(tx, email, fy, test));
  if (!row?.fileId) throw fail('statement.not_found');
  const [file] = await db.select().from(files).where(eq(files.id, row.fileId));
  if (!file) throw fail('statement.not_found');
  return { bytes: file.data, mime: file.mime, filename: `${row.statementNumber.replaceAll('/', '-')}.pdf` };
}

/** Donors per run of the job: the April cron runs daily, so a large year is mailed over a few days. */
const BATCH = 200;

/**
 * The April job: each donor of the financial year before `now`'s gets their statement by mail, once (the mail's
 * id is kept on the statement). Answers how many were mailed in this run and how many are left for the next.
 */
export async function mailYearlyStatements(
  caller: Caller,
  now = new Date(),
): Promise<{ financial_year: string; mailed: number; left: number }> {
  requireSystem(caller, 'statements-job');
  const fy = shiftFinancialYear(financialYear(now), -1);
  const db = await getDb();
  const donors = await db
    .selectDistinct({ email: sql<string>`lower(${donations.email})`.as('donor'), test: donationReceipts.test })
    .from(donations)
    .innerJoin(donationReceipts, eq(donationReceipts.donationId, donations.id))
    .leftJoin(
      donationStatements,
      and(
        eq(donationStatements.email, sql`lower(${donations.email})`),
        eq(donationStatements.financialYear, fy),
        eq(donationStatements.test, donationReceipts.test),
      ),
    )
    .where(and(eq(donations.status, 'paid'), ne(donations.email, ''), paidWithin(fy), isNull(donationStatements.mailId)))
    .orderBy(sql`donor`, donationReceipts.test);
  await primeLinkSecret();
  let mailed = 0;
  for (const donor of donors.slice(0, BATCH)) {
    const sent = await db.transaction(async (tx) => {
      const statement = await ensureStatement(tx, donor.email, fy, donor.test);
      if (!statement?.fileId || statement.mailId) return false;
      const [file] = await tx.select().from(files).where(eq(files.id, statement.fileId));
      const [gift] = await tx
        .select({ name: donations.name, locale: donations.locale })
        .from(donations)
        .where(and(sql`lower(${donations.email}) = ${donor.email}`, eq(donations.status, 'paid')))
        .orderBy(sql`${donationPaidAt} desc`)
        .limit(1);
      const mail = mailTranslator(gift?.locale);
      const { t } = mail;
      const mailId = await enqueueMail(tx, {
        kind: 'donation-statement',
        to: donor.email,
        subject: `${donor.test ? '[TEST] ' : ''}${t('giving.statementSubject', { year: fy, number: statement.statementNumber })}`,
        text: [
          t('donation.greeting', { name: gift?.name ?? '' }),
          '',
          t('giving.statementBody', { year: fy, total: formatInr(statement.totalPaise), count: statement.receiptsCount }),
          '',
          t('giving.statementPage', { url: absoluteUrl(mailPath(mail, '/giving')) }),
          '',
          t('donation.closing'),
          foundation.name,
          foundation.email,
        ].join('\n'),
        attachments: [
          {
            filename: `${statement.statementNumber.replaceAll('/', '-')}.pdf`,
            contentType: 'application/pdf',
            contentBase64: Buffer.from(file.data).toString('base64'),
          },
        ],
      });
      await tx.update(donationStatements).set({ mailId }).where(eq(donationStatements.id, statement.id));
      return true;
    });
    if (sent) mailed += 1;
  }
  if (mailed) kickMailDelivery();
  return { financial_year: fy, mailed, left: Math.max(0, donors.length - BATCH) };
}
