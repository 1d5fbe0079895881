import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { env } from './env';

// A secret that must be kept to be answered again (a guest order's access token in a stored idempotent answer)
// is kept only encrypted, under a key derived for its context: the database alone never reveals it, and it
// opens only for the same context (the same idempotency key, caller and address).
// Without AUTH_SECRET (a local demo), the root key is this process's: a sealed secret stops opening at restart.
let processKey: Buffer | undefined;
const rootKey = () => env().AUTH_SECRET ?? (processKey ??= randomBytes(32));
const keyFor = (context: string) => createHmac('sha256', rootKey()).update(`sealed-secret|${context}`).digest();

/** AES-256-GCM: "iv.tag.ciphertext", base64url. */
export function sealSecret(secret: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(context), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The secret, or null when the context differs (or the seal was tampered with). */
export function openSecret(sealed: string, context: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part ?? '', 'base64url'));
  if (!iv?.length || !tag?.length || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(context), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
