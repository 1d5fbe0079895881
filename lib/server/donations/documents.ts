import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationCertificates, donationReceipts, files } from '@/db/schema';
import { hasRole } from '@/lib/domain/roles';
import type { Caller } from '@/lib/server/accounts';
import { fail } from '@/lib/domain/errors';
import { verifyLink, type LinkKind } from './links';
import { currentReceiptOf } from './receipts';

/** A donor's document: the bytes and what the route needs to serve them. */
export type DonationDocument = { bytes: Uint8Array; mime: string; filename: string };

/** A donor holds a signed link; staff with the admin role need none. Anything else looks like a missing file. */
async function mayRead(kind: LinkKind, donationId: number, signature: string | null, caller: Caller): Promise<boolean> {
  if (signature) return verifyLink(kind, donationId, signature);
  return caller.kind === 'user' && hasRole(caller.role, 'admin');
}

const safeName = (filename: string) => filename.replace(/[^\w.-]/g, '_');

/** The 80G receipt PDF, for the holder of its signed link or an admin. */
export async function receiptDownload(caller: Caller, donationId: number, signature: string | null): Promise<DonationDocument> {
  if (!(await mayRead('receipt', donationId, signature, caller))) throw fail('receipt.not_found');
  const db = await getDb();
  const [row] = await db
    .select({ file: files, number: donationReceipts.receiptNumber })
    .from(donationReceipts)
    .innerJoin(files, eq(files.id, donationReceipts.fileId))
    .where(currentReceiptOf(donationId));
  if (!row) throw fail('receipt.not_found');
  return { bytes: row.file.data, mime: row.file.mime, filename: safeName(`${row.number.replaceAll('/', '-')}.pdf`) };
}

/** The latest Form 10BE certificate, for the holder of its signed link or an admin. */
export async function certificateDownload(caller: Caller, donationId: number, signature: string | null): Promise<DonationDocument> {
  if (!(await mayRead('certificate', donationId, signature, caller))) throw fail('certificate.not_found');
  const db = await getDb();
  const [row] = await db
    .select({ file: files })
    .from(donationCertificates)
    .innerJoin(files, eq(files.id, donationCertificates.fileId))
    .where(eq(donationCertificates.donationId, donationId))
    .orderBy(desc(donationCertificates.createdAt), desc(donationCertificates.id))
    .limit(1);
  if (!row) throw fail('certificate.not_found');
  const ext = row.file.mime === 'application/pdf' ? 'pdf' : row.file.mime.split('/')[1];
  return { bytes: row.file.data, mime: row.file.mime, filename: safeName(`form-10be-donation-${donationId}.${ext}`) };
}
