import 'server-only';
import { getDb } from '@/db';
import { IMAGE_MIMES, MAX_UPLOAD_BYTES, sniffMime, storeFile, type StoredFile } from './files';
import type { CheckedUpload } from './upload-checks';
import { invalid, type ErrorCode } from '@/lib/domain/errors';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { enforceRateLimit } from '@/lib/server/platform';

// The back-office catalogue's texts (DESIGN.md §5); the forms check first and show their own. The answer's
// message is the field's own text.
const imageError = (code: Extract<ErrorCode, `upload.image_${string}`>) =>
  invalid({ image: [code === 'upload.image_required' ? { code: 'field.required', params: { label: 'image' } } : { code }] }, code);

/** Multipart overhead allowed on top of the file itself before the body is refused unread. */
export const UPLOAD_FORM_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

// Anyone may upload (the registration form runs before an account exists), so guests are limited per
// address; signed-in users per account.
const GUEST_LIMIT = { limit: 30, windowSeconds: 60 * 60 };
const USER_LIMIT = { limit: 200, windowSeconds: 60 * 60 };

/**
 * POST /api/upload-image: one picture (jpeg, png, gif, webp by content), at most 5 MB. The route reads the
 * multipart form (refusing a body larger than UPLOAD_FORM_LIMIT unread) and passes its `image` field.
 */
export async function uploadImage(caller: Caller, file: FormDataEntryValue | null): Promise<StoredFile> {
  const key = caller.kind === 'user' ? `upload:user:${caller.userId}` : `upload:ip:${caller.ip ?? 'unknown'}`;
  await enforceRateLimit(key, caller.kind === 'user' ? USER_LIMIT : GUEST_LIMIT, 'rate.uploads');
  if (!(file instanceof Blob) || file.size === 0) throw imageError('upload.image_required');
  if (file.size > MAX_UPLOAD_BYTES) throw imageError('upload.image_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffMime(bytes);
  if (!mime || !(IMAGE_MIMES as readonly string[]).includes(mime)) throw imageError('upload.image_type');

  const staff = caller.kind === 'user' && caller.role !== 'user';
  return storeFile(await getDb(), {
    bytes,
    mime,
    purpose: staff ? 'other' : 'photo',
    originalName: file instanceof File ? file.name : null,
    uploadedBy: caller.kind === 'user' ? caller.userId : null,
  });
}

/** A profile photo a signed-in user (or an admin for a team member) sent with a form, already checked. */
export async function storeUploadedPhoto(caller: Caller, upload: CheckedUpload): Promise<string> {
  const user = requireSignedIn(caller);
  const file = await storeFile(await getDb(), { ...upload, originalName: upload.name, purpose: 'photo', uploadedBy: user.userId });
  return file.url;
}
