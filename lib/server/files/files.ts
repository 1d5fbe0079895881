import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { files, type FilePurpose } from '@/db/schema';
import { absoluteUrl } from '@/lib/server/platform';
import type { Caller } from '@/lib/server/accounts';

export { MAX_UPLOAD_BYTES } from '@/lib/domain/uploads';
export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const CERTIFICATE_MIMES = [...IMAGE_MIMES, 'application/pdf'] as const;

/** The real type of a file from its first bytes; the name and the declared type are not trusted. */
export function sniffMime(bytes: Uint8Array): string | null {
  const b = bytes;
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50) return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

export type StoredFile = { id: number; mime: string; size: number; url: string };

/** Path of a stored file on this site; made absolute on the wire with absoluteUrl(). */
export function filePath(id: number): string {
  return `/api/files/${id}`;
}

function fileUrl(id: number): string {
  return absoluteUrl(filePath(id));
}

export async function storeFile(
  db: DbOrTx,
  input: { bytes: Uint8Array; mime: string; purpose: FilePurpose; originalName?: string | null; uploadedBy?: number | null },
): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const [row] = await db
    .insert(files)
    .values({
      purpose: input.purpose,
      mime: input.mime,
      size: input.bytes.byteLength,
      sha256,
      originalName: input.originalName?.slice(0, 200) ?? null,
      data: input.bytes,
      uploadedBy: input.uploadedBy ?? null,
    })
    .returning({ id: files.id });
  return { id: row.id, mime: input.mime, size: input.bytes.byteLength, url: fileUrl(row.id) };
}

/** Purposes whose files anyone may fetch by id (pictures shown on public pages). */
const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = ['product', 'photo', 'slide', 'campaign', 'other'];

/** A file anyone may fetch by id (a picture shown on public pages), or null; personal documents never. */
export async function readPublicFile(_caller: Caller, id: number) {
  const db = await getDb();
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row && PUBLIC_FILE_PURPOSES.includes(row.purpose) ? row : null;
}
