import type { FieldError } from './errors';

/**
 * Upload limits and messages shared by the back-office forms (checked in the browser first) and the server
 * (checked again by content). Server actions accept a little more than this (next.config.ts), so a file at
 * the limit reaches our own checks and their messages instead of the framework's body-size error.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type UploadKind = 'image' | 'certificate';

/** The refusals of a chosen file, as codes: the upload endpoint's spec texts (DESIGN.md §5) and the certificate upload's. */
export const UPLOAD_REFUSALS = {
  image: { type: { code: 'upload.image_type' }, size: { code: 'upload.image_too_large' } },
  certificate: { type: { code: 'upload.certificate_type' }, size: { code: 'upload.certificate_too_large' } },
} as const satisfies Record<UploadKind, Record<'type' | 'size', FieldError>>;

/** What is wrong with a chosen file by its declared type and size (the browser's view; the server sniffs bytes). */
export function uploadProblem(file: { type: string; size: number }, kind: UploadKind = 'image'): 'type' | 'size' | null {
  const image = file.type.startsWith('image/');
  if (!(image || (kind === 'certificate' && file.type === 'application/pdf'))) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}
