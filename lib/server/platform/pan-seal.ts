import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { maskPan } from '@/lib/domain/masking';
import { env } from './env';

// A donor's PAN is kept sealed at rest: AES-256-GCM under a key derived from PAN_ENCRYPTION_KEY, beside an
// HMAC-SHA-256 of it under a second derived key (exact search, Form 10BD's grouping by donor). A copy of the
// database alone never shows a PAN. Opened only where the law needs it in full (the receipt, Form 10BD, the
// donation's own answer, the donor's own export); everywhere else it is shown masked.

/**
 * The public key of development, tests and the embedded demo: never a secret. A real deployment (production
 * on PostgreSQL) refuses to start without its own PAN_ENCRYPTION_KEY (assertPanKeyConfigured).
 */
const DEVELOPMENT_PAN_KEY = 'development-only-pan-key--public--never-use-in-production';

const PREFIX = 'pan1:';

let derived: { key: string; enc: Buffer; mac: Buffer } | undefined;

function rootKey(): string {
  const e = env();
  if (e.PAN_ENCRYPTION_KEY) return e.PAN_ENCRYPTION_KEY;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL) {
    throw new Error('PAN_ENCRYPTION_KEY is required in production (e.g. `openssl rand -base64 32`); see docs/security.md.');
  }
  return DEVELOPMENT_PAN_KEY;
}

function keys() {
  const key = rootKey();
  if (derived?.key !== key) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', key, 'ssf-pan', info, 32));
    derived = { key, enc: derive('pan encryption v1'), mac: derive('pan search hash v1') };
  }
  return derived;
}

/** Throws at start-up when a real deployment has no key of its own (the same rule as AUTH_SECRET). */
export function assertPanKeyConfigured(): void {
  keys();
}

const normal = (pan: string) => pan.trim().toUpperCase();

const isSealedPan = (stored: string) => stored.startsWith(PREFIX);

/** "pan1:" + base64url(iv | tag | ciphertext). A sealed value is kept as it is. */
function sealPan(pan: string | null | undefined): string | null {
  if (!pan) return null;
  if (isSealedPan(pan)) return pan;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys().enc, iv);
  const data = Buffer.concat([cipher.update(normal(pan), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The PAN in full. A value not sealed yet (a row db:seal-pans has not reached) is answered as stored. */
export function openPan(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!isSealedPan(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys().enc, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** The search hash of a PAN (typed or stored, sealed or not); null without one. */
export function panHash(pan: string | null | undefined): string | null {
  const plain = openPan(pan);
  if (!plain) return null;
  return createHmac('sha256', keys().mac).update(normal(plain)).digest('base64url');
}

/** What lists, the admin /api and the CSV show: "ABCPE••••F"; null without a PAN. */
export function maskedPan(stored: string | null | undefined): string | null {
  const plain = openPan(stored);
  return plain ? maskPan(plain) : null;
}

/** The columns to write for a PAN: sealed value and its hash. */
export const panColumns = (pan: string | null | undefined) => ({ pan: sealPan(pan), panHash: panHash(pan) });
