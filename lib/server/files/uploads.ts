import 'server-only';
import { getDb } from '@/db';
import { IMAGE_MIMES, MAX_UPLOAD_BYTES, sniffMime, storeFile, type StoredFile } from './files';
import { type Caller, payloadTooLarge, validationFailed } from '@/lib/server/http';
import { enforceRateLimit } from '@/lib/server/platform';

// The back-office catalogue's texts (DESIGN.md §5); the forms check first and show their own.
const INVALID_IMAGE_TYPE = 'Invalid file type. Please upload a valid image.';
const IMAGE_TOO_LARGE = 'File size too large. Please upload an image smaller than 5MB.';

const imageError = (message: string) => validationFailed({ image: [message] }, message);

/** Multipart overhead allowed on top of the file itself before the body is refused unread. */
const FORM_OVERHEAD = 64 * 1024;

// Anyone may upload (the registration form runs before an account exists), so guests are limited per
// address; signed-in users per account.
const GUEST_LIMIT = { limit: 30, windowSeconds: 60 * 60 };
const USER_LIMIT = { limit: 200, windowSeconds: 60 * 60 };

/** POST /api/upload-image: one picture (jpeg, png, gif, webp by content), at most 5 MB. */
export async function uploadImage(req: Request, ctx: { caller: Caller; ip: string }): Promise<StoredFile> {
  const key = ctx.caller.kind === 'user' ? `upload:user:${ctx.caller.userId}` : `upload:ip:${ctx.ip}`;
  await enforceRateLimit(key, ctx.caller.kind === 'user' ? USER_LIMIT : GUEST_LIMIT, 'Too many uploads. Please try again later.');

  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD) throw payloadTooLarge(IMAGE_TOO_LARGE);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw imageError('The image field is required.');
  }
  const file = form.get('image');
  if (!(file instanceof Blob) || file.size === 0) throw imageError('The image field is required.');
  if (file.size > MAX_UPLOAD_BYTES) throw imageError(IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffMime(bytes);
  if (!mime || !(IMAGE_MIMES as readonly string[]).includes(mime)) throw imageError(INVALID_IMAGE_TYPE);

  const staff = ctx.caller.kind === 'user' && ctx.caller.role !== 'user';
  return storeFile(await getDb(), {
    bytes,
    mime,
    purpose: staff ? 'other' : 'photo',
    originalName: file instanceof File ? file.name : null,
    uploadedBy: ctx.caller.kind === 'user' ? ctx.caller.userId : null,
  });
}
