import 'server-only';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { certificateUploads, donationCertificates, donationReceipts, donations, files } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { financialYearIn, pansIn } from '@/lib/domain/certificates-10be';
import { financialYearRange } from '@/lib/domain/dates';
import { fail, refusedFields } from '@/lib/domain/errors';
import { paiseToRupees } from '@/lib/domain/money';
import { type Caller, requireRole } from '@/lib/server/accounts';
import { storeFile } from '@/lib/server/files';
import { kickMailDelivery } from '@/lib/server/mail';
import { maskedPan, panColumns, panHash, recordAudit } from '@/lib/server/platform';
import { certificateBatchFiles } from './certificate-files';
import { queueCertificateMail } from './certificates';
import { countedDonations, donationPaidAt } from './counted';
import { certificateLink, primeLinkSecret } from './links';
import { pdfText } from './pdf-text';

// The 10BE loop (docs/giving.md): the office uploads the year's certificates in one go, each is matched to its
// donor by the PAN in its text (else in its file name) through the PANs' search hash, never by opening every
// sealed PAN; the office confirms the proposals, picks the donor of the rest, and each confirmed certificate
// is attached to that donor's gifts of the year and mailed to them. Admins only, like the single upload.

/** The donor's 80G gifts a certificate can be for: paid, counted (no sandbox money, as Form 10BD), with 80G. */
const certifiable: SQL = sql`(${countedDonations} and ${donations.eligible80g})`;

const inYear = (fy: string) => {
  const { start, end } = financialYearRange(fy);
  return and(gte(donationPaidAt, start.toISOString()), lt(donationPaidAt, end.toISOString()));
};

/** For each PAN hash, the donor's latest certifiable gift of the year (the one a certificate is proposed for). */
async function latestGiftByPan(db: DbOrTx, hashes: string[], fy: string): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([donations.panHash], { panHash: donations.panHash, id: donations.id })
    .from(donations)
    .where(and(certifiable, inArray(donations.panHash, hashes), inYear(fy)))
    .orderBy(donations.panHash, desc(donationPaidAt), desc(donations.id));
  return new Map(rows.map((r) => [r.panHash!, r.id]));
}

type Reading = { pan: string | null; source: 'text' | 'filename' | null; donationId: number | null; financialYear: string };

/**
 * What one certificate says: the PANs in its text, then in its file name, each looked up by hash. A PAN that
 * belongs to exactly one donor of the year is the match; none (or several donors) leaves the choice to the office.
 */
async function readCertificate(db: DbOrTx, file: { name: string; bytes: Uint8Array }, chosenYear: string): Promise<Reading> {
  const text = pdfText(file.bytes);
  const financialYear = financialYearIn(text) ?? chosenYear;
  let first: { pan: string; source: 'text' | 'filename' } | null = null;
  for (const [source, pans] of [
    ['text', pansIn(text, foundation.pan)],
    ['filename', pansIn(file.name, foundation.pan)],
  ] as const) {
    if (pans.length === 0) continue;
    first ??= { pan: pans[0], source };
    const gifts = await latestGiftByPan(
      db,
      pans.map((p) => panHash(p)!),
      financialYear,
    );
    if (gifts.size === 1) {
      const [[hash, donationId]] = [...gifts];
      return { pan: pans.find((p) => panHash(p) === hash)!, source, donationId, financialYear };
    }
  }
  return { pan: first?.pan ?? null, source: first?.source ?? null, donationId: null, financialYear };
}

/**
 * Stores a batch of certificates (PDFs or the portal's ZIP) as pending uploads with their proposed donors.
 * The whole batch is refused, and nothing stored, when any file is refused (certificate-files.ts).
 */
export async function uploadCertificateBatch(caller: Caller, input: { files: readonly File[]; financialYear: string }) {
  const admin = requireRole(caller, 'admin');
  const pdfs = await certificateBatchFiles(input.files);
  const db = await getDb();
  const readings = await Promise.all(pdfs.map((pdf) => readCertificate(db, pdf, input.financialYear)));
  const ids = await db.transaction(async (tx) => {
    const stored: number[] = [];
    for (const [i, pdf] of pdfs.entries()) {
      const file = await storeFile(tx, {
        bytes: pdf.bytes,
        mime: 'application/pdf',
        purpose: 'certificate',
        originalName: pdf.name,
        uploadedBy: admin.userId,
      });
      const r = readings[i];
      const [row] = await tx
        .insert(certificateUploads)
        .values({
          fileId: file.id,
          originalName: pdf.name.slice(0, 200),
          financialYear: r.financialYear,
          ...panColumns(r.pan),
          panSource: r.source,
          donationId: r.donationId,
          uploadedBy: admin.userId,
        })
        .returning({ id: certificateUploads.id });
      stored.push(row.id);
    }
    await recordAudit(tx, admin, {
      action: 'donation.certificates_uploaded',
      entityType: 'certificate_upload',
      entityId: stored[0],
      after: { count: stored.length, matched: readings.filter((r) => r.donationId).length },
      ip: admin.ip,
    });
    return stored;
  });
  const uploads = await describeUploads(db, ids);
  return { uploads, count: uploads.length, matched: uploads.filter((u) => u.donor).length };
}

/** One upload as the office sees it: the file, the PAN read (masked), the year, the proposed donor and gifts. */
async function describeUploads(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ upload: certificateUploads, donor: donations })
    .from(certificateUploads)
    .leftJoin(donations, eq(donations.id, certificateUploads.donationId))
    .where(inArray(certificateUploads.id, ids))
    .orderBy(certificateUploads.id);
  return Promise.all(
    rows.map(async ({ upload: u, donor: d }) => ({
      id: u.id,
      file_name: u.originalName,
      file_url: `/api/donations/certificates/${u.id}/file`,
      financial_year: u.financialYear,
      pan_found: maskedPan(u.pan),
      pan_source: u.panSource,
      status: u.status,
      donor: d
        ? {
            donation_id: d.id,
            name: d.name,
            email: d.email,
            pan: maskedPan(d.pan),
            gifts: await giftsOf(db, d, u.financialYear),
          }
        : null,
    })),
  );
}

export type CertificateUpload = Awaited<ReturnType<typeof describeUploads>>[number];

/** The donor's certifiable gifts of the year a certificate covers (by PAN hash; the gift alone without one). */
async function giftsOf(db: DbOrTx, d: typeof donations.$inferSelect, fy: string) {
  const rows = await db
    .select({
      id: donations.id,
      paidAt: donationPaidAt,
      amountPaise: donations.amountPaise,
      receiptNumber: donationReceipts.receiptNumber,
    })
    .from(donations)
    .leftJoin(donationReceipts, and(eq(donationReceipts.donationId, donations.id), sql`${donationReceipts.replacedAt} is null`))
    .where(d.panHash ? and(certifiable, eq(donations.panHash, d.panHash), inYear(fy)) : eq(donations.id, d.id))
    .orderBy(donationPaidAt, donations.id);
  return rows.map((g) => ({
    donation_id: g.id,
    paid_at: new Date(g.paidAt as unknown as string).toISOString(),
    amount: paiseToRupees(g.amountPaise),
    receipt_number: g.receiptNumber,
  }));
}

/** The uploads still waiting for the office, oldest first. */
export async function pendingCertificateUploads(caller: Caller) {
  requireRole(caller, 'admin');
  const db = await getDb();
  const rows = await db
    .select({ id: certificateUploads.id })
    .from(certificateUploads)
    .where(eq(certificateUploads.status, 'pending'))
    .orderBy(certificateUploads.id)
    .limit(500);
  return describeUploads(
    db,
    rows.map((r) => r.id),
  );
}

/** Locks a pending upload for its resolution; 404 when unknown, 409 when already confirmed or discarded. */
async function pendingUpload(tx: DbOrTx, id: number) {
  const [u] = await tx.select().from(certificateUploads).where(eq(certificateUploads.id, id)).for('update');
  if (!u) throw fail('certificate.upload_not_found');
  if (u.status !== 'pending') throw fail('certificate.upload_resolved');
  return u;
}

/**
 * Confirms a pending certificate for the proposed gift or the one the office picked (`donationId`): it is
 * attached to every certifiable gift of that donor in the certificate's year and mailed to the donor once.
 */
export async function confirmCertificateUpload(caller: Caller, id: number, donationId?: number) {
  const admin = requireRole(caller, 'admin');
  const db = await getDb();
  await primeLinkSecret();
  const result = await db.transaction(async (tx) => {
    const u = await pendingUpload(tx, id);
    const chosen = donationId ?? u.donationId;
    const noDonor = () => refusedFields({ donation_id: { code: 'certificate.donor_required' } }, { code: 'certificate.donor_required' });
    if (!chosen) throw noDonor();
    const [d] = await tx.select().from(donations).where(eq(donations.id, chosen));
    if (!d) throw noDonor();
    const [eligible] = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.id, d.id), certifiable));
    if (!eligible) throw fail('certificate.not_eligible');
    const gifts = await giftsOf(tx, d, u.financialYear);
    const giftIds = [...new Set([d.id, ...gifts.map((g) => g.donation_id)])];
    await tx.insert(donationCertificates).values(giftIds.map((gift) => ({ donationId: gift, fileId: u.fileId, uploadedBy: admin.userId })));
    const [file] = await tx.select({ data: files.data }).from(files).where(eq(files.id, u.fileId));
    const mailId = await queueCertificateMail(tx, d, await certificateLink(d.id), { bytes: file.data, mime: 'application/pdf' });
    await tx
      .update(certificateUploads)
      .set({ status: 'confirmed', donationId: d.id, mailId, resolvedBy: admin.userId, resolvedAt: new Date() })
      .where(eq(certificateUploads.id, u.id));
    await recordAudit(tx, admin, {
      action: 'donation.certificate_confirmed',
      entityType: 'certificate_upload',
      entityId: u.id,
      after: { donationIds: giftIds, fileId: u.fileId, financialYear: u.financialYear, mailed: mailId !== null },
      ip: admin.ip,
    });
    return { id: u.id, donation_ids: giftIds, mailed: mailId !== null };
  });
  kickMailDelivery();
  return result;
}

/** Discards a pending upload (a wrong file, a duplicate): kept as a record, never attached or mailed. */
export async function discardCertificateUpload(caller: Caller, id: number) {
  const admin = requireRole(caller, 'admin');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const u = await pendingUpload(tx, id);
    await tx
      .update(certificateUploads)
      .set({ status: 'discarded', resolvedBy: admin.userId, resolvedAt: new Date() })
      .where(eq(certificateUploads.id, u.id));
    await recordAudit(tx, admin, {
      action: 'donation.certificate_discarded',
      entityType: 'certificate_upload',
      entityId: u.id,
      after: { fileName: u.originalName },
      ip: admin.ip,
    });
    return { id: u.id, status: 'discarded' as const };
  });
}

/** An uploaded certificate's PDF, for the office checking a match (admins only). */
export async function certificateUploadFile(caller: Caller, id: number) {
  requireRole(caller, 'admin');
  const db = await getDb();
  const [row] = await db
    .select({ data: files.data, name: certificateUploads.originalName })
    .from(certificateUploads)
    .innerJoin(files, eq(files.id, certificateUploads.fileId))
    .where(eq(certificateUploads.id, id));
  if (!row) throw fail('certificate.upload_not_found');
  return { bytes: new Uint8Array(row.data), mime: 'application/pdf', filename: row.name.replace(/[^\w.-]+/g, '_') };
}
