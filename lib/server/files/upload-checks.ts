import 'server-only';
import { CERTIFICATE_MIMES, IMAGE_MIMES, MAX_UPLOAD_BYTES, sniffMime } from './files';
import { fieldError } from '@/lib/server/http';

const UPLOAD_MESSAGES = {
  type: 'Invalid file type. Please upload a valid image.',
  size: 'File size too large. Please upload an image smaller than 5MB.',
} as const;

export type CheckedUpload = { bytes: Uint8Array; mime: string; name: string };

/**
 * A file from a multipart form, checked by content (magic bytes), not by its name or declared type.
 * Returns null when no file was sent; throws a 422 on the given field otherwise.
 */
export async function checkedUpload(
  value: FormDataEntryValue | null,
  field: string,
  accept: 'image' | 'certificate' = 'image',
): Promise<CheckedUpload | null> {
  if (value === null || typeof value === 'string' || value.size === 0) return null;
  if (value.size > MAX_UPLOAD_BYTES) throw fieldError(field, UPLOAD_MESSAGES.size);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const mime = sniffMime(bytes);
  const allowed: readonly string[] = accept === 'image' ? IMAGE_MIMES : CERTIFICATE_MIMES;
  if (!mime || !allowed.includes(mime)) throw fieldError(field, UPLOAD_MESSAGES.type);
  return { bytes, mime, name: value.name || 'upload' };
}
