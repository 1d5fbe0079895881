import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationCertificates, donations } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { recordAudit } from '@/lib/server/platform';
import { CERTIFICATE_MIMES, MAX_UPLOAD_BYTES, sniffMime, storeFile } from '@/lib/server/files';
import { type Caller, requireRole } from '@/lib/server/accounts';
import { fail, invalid, type FieldCode } from '@/lib/domain/errors';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import type { DbOrTx } from '@/db';
import { mailTranslator } from '@/lib/i18n/mail';
import { certificateLink, primeLinkSecret } from './links';

/** 422 on `certificate`. */
const refused = (code: FieldCode) => invalid({ certificate: [{ code }] });

/** Decodes `data:<mime>;base64,...`; the real type is read from the bytes, not from the prefix or the name. */
export function decodeCertificate(dataUrl: string): { bytes: Uint8Array; mime: string } {
  const match = /^data:([\w.+/-]+)?(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl.slice(0, 200).includes(';base64,') ? dataUrl : '');
  if (!match) throw refused('certificate.data_url');
  const base64 = match[3].replace(/\s/g, '');
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > MAX_UPLOAD_BYTES) {
    throw refused('upload.certificate_too_large');
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.byteLength === 0) throw refused('certificate.data_url');
  const mime = sniffMime(bytes);
  if (!mime || !(CERTIFICATE_MIMES as readonly string[]).includes(mime)) throw refused('upload.certificate_type');
  return { bytes, mime };
}

/**
 * Stores an admin's Form 10BE certificate for a paid, 80G-eligible donation and sends the donor a signed
 * download link. The file arrives already checked by content (decodeCertificate or checkedUpload).
 */
export async function uploadDonationCertificate(
  caller: Caller,
  donationId: number,
  input: { bytes: Uint8Array; mime: string; filename?: string | null },
) {
  const admin = requireRole(caller, 'admin');
  const db = await getDb();
  const [d] = await db.select().from(donations).where(eq(donations.id, donationId));
  if (!d) throw fail('donation.not_found');
  // A certificate for a donation without 80G would tell the donor they can claim a deduction they cannot.
  if (d.status !== 'paid' || !d.eligible80g) throw fail('certificate.not_eligible');
  const { bytes, mime } = input;
  await primeLinkSecret();
  const link = await certificateLink(donationId);
  const file = await db.transaction(async (tx) => {
    const stored = await storeFile(tx, {
      bytes,
      mime,
      purpose: 'certificate',
      originalName: input.filename ?? null,
      uploadedBy: admin.userId,
    });
    await tx.insert(donationCertificates).values({ donationId, fileId: stored.id, uploadedBy: admin.userId });
    await recordAudit(tx, admin, {
      action: 'donation.certificate',
      entityType: 'donation',
      entityId: donationId,
      after: { fileId: stored.id, mime, size: stored.size },
      ip: admin.ip,
    });
    await queueCertificateMail(tx, d, link, { bytes, mime });
    return stored;
  });
  kickMailDelivery();
  return { id: donationId, file_id: file.id, mimetype: mime, size: file.size, certificate: link };
}

/**
 * The donor's mail with their certificate, in the language of their gift, the file attached (as receipts
 * are) and the signed link beside it; null when the gift has no address (an offline entry without one).
 */
export async function queueCertificateMail(
  tx: DbOrTx,
  d: { email: string | null; name: string; locale: 'en' | 'hi' },
  link: string,
  file: { bytes: Uint8Array; mime: string },
): Promise<number | null> {
  if (!d.email) return null;
  const { t } = mailTranslator(d.locale);
  const extension = file.mime === 'application/pdf' ? 'pdf' : file.mime.split('/')[1];
  return enqueueMail(tx, {
    kind: 'donation-certificate',
    to: d.email,
    subject: t('donation.certificateSubject'),
    text: `${t('donation.greeting', { name: d.name })}\n\n${t('donation.certificateText', { url: link })}\n\n${t('donation.closing')}\n${foundation.name}\n`,
    attachments: [
      { filename: `form-10be.${extension}`, contentType: file.mime, contentBase64: Buffer.from(file.bytes).toString('base64') },
    ],
  });
}
