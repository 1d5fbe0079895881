import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationCertificates, donationReceipts, files } from '@/db/schema';
import { hasRole } from '@/lib/domain/roles';
import type { Caller } from '@/lib/server/accounts';
import { notFound } from '@/lib/server/http';
import { verifyLink, type LinkKind } from './links';

/** A donor holds a signed link; staff with the admin role need none. Anything else looks like a missing file. */
async function mayRead(kind: LinkKind, donationId: number, signature: string | null, caller: () => Promise<Caller>): Promise<boolean> {
  if (signature) return verifyLink(kind, donationId, signature);
  const who = await caller();
  return who.kind === 'user' && hasRole(who.role, 'admin');
}

function pdfOrImage(file: typeof files.$inferSelect, filename: string): Response {
  return new Response(Buffer.from(file.data), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      // Personal documents (PAN, address): never in a shared cache, never indexed.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export async function receiptDownload(donationId: number, signature: string | null, caller: () => Promise<Caller>): Promise<Response> {
  if (!(await mayRead('receipt', donationId, signature, caller))) throw notFound('Receipt not found');
  const db = await getDb();
  const [row] = await db
    .select({ file: files, number: donationReceipts.receiptNumber })
    .from(donationReceipts)
    .innerJoin(files, eq(files.id, donationReceipts.fileId))
    .where(eq(donationReceipts.donationId, donationId));
  if (!row) throw notFound('Receipt not found');
  return pdfOrImage(row.file, `${row.number.replaceAll('/', '-')}.pdf`);
}

export async function certificateDownload(donationId: number, signature: string | null, caller: () => Promise<Caller>): Promise<Response> {
  if (!(await mayRead('certificate', donationId, signature, caller))) throw notFound('Certificate not found');
  const db = await getDb();
  const [row] = await db
    .select({ file: files })
    .from(donationCertificates)
    .innerJoin(files, eq(files.id, donationCertificates.fileId))
    .where(eq(donationCertificates.donationId, donationId))
    .orderBy(desc(donationCertificates.createdAt), desc(donationCertificates.id))
    .limit(1);
  if (!row) throw notFound('Certificate not found');
  const ext = row.file.mime === 'application/pdf' ? 'pdf' : row.file.mime.split('/')[1];
  return pdfOrImage(row.file, `form-10be-donation-${donationId}.${ext}`);
}
