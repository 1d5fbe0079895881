import 'server-only';
import { MAX_UPLOAD_BYTES, type UploadKind } from '@/lib/domain/uploads';
import { CERTIFICATE_MIMES, IMAGE_MIMES, sniffMime } from './files';
import { invalid } from '@/lib/domain/errors';

export type CheckedUpload = { bytes: Uint8Array; mime: string; name: string };

/**
 * A file from a multipart form, checked by content (magic bytes), not by its name or declared type.
 * Returns null when no file was sent; throws a 422 on the given field otherwise.
 */
export async function checkedUpload(
  value: FormDataEntryValue | null,
  field: string,
  accept: UploadKind = 'image',
): Promise<CheckedUpload | null> {
  if (value === null || typeof value === 'string' || value.size === 0) return null;
  if (value.size > MAX_UPLOAD_BYTES) throw invalid({ [field]: [{ code: `upload.${accept}_too_large` }] });
  const bytes = new Uint8Array(await value.arrayBuffer());
  const mime = sniffMime(bytes);
  const allowed: readonly string[] = accept === 'image' ? IMAGE_MIMES : CERTIFICATE_MIMES;
  if (!mime || !allowed.includes(mime)) throw invalid({ [field]: [{ code: `upload.${accept}_type` }] });
  return { bytes, mime, name: value.name || 'upload' };
}
