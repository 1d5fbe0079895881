import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '@/lib/crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { appMeta } from '@/db/schema';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, env } from '@/lib/server/platform';

export type LinkKind = 'receipt' | 'certificate' | 'cancel' | 'donor' | 'giving' | 'payment';

const META_KEY = 'donation_link_secret';
let cachedSecret: Promise<string> | undefined;

/**
 * DONATION_LINK_SECRET, else derived from AUTH_SECRET, else one random secret kept in the database so
 * every instance (and every restart) signs alike.
 */
async function loadSecret(): Promise<string> {
  const e = env();
  if (e.DONATION_LINK_SECRET) return e.DONATION_LINK_SECRET;
  if (e.AUTH_SECRET) return createHmac('sha256', e.AUTH_SECRET).update('donation-links').digest('hex');
  const db = await getDb();
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return row.value;
}

function secret(): Promise<string> {
  cachedSecret ??= loadSecret().catch((error) => {
    cachedSecret = undefined;
    throw error;
  });
  return cachedSecret;
}

/**
 * Loads the secret ahead of a transaction that will sign links: loading may touch the database, and on
 * the single-connection embedded database a second query outside the open transaction would wait forever.
 */
export async function primeLinkSecret(): Promise<void> {
  await secret();
}

/** 256-bit HMAC of kind and id, base64url: a link nobody can guess or alter to reach another donation. */
export async function signLink(kind: LinkKind, id: number | string): Promise<string> {
  return createHmac('sha256', await secret())
    .update(`${kind}:${id}`)
    .digest('base64url');
}

export async function verifyLink(kind: LinkKind, id: number | string, signature: unknown): Promise<boolean> {
  if (EXPIRING.has(kind)) return verifyExpiringLink(kind, id, signature);
  return safeEqual(signature, await signLink(kind, id));
}

/**
 * Links to documents that carry a donor's PAN and address (the receipt, the Form 10BE certificate) expire:
 * their signature is `<expiry, unix seconds>.<HMAC of kind, id and expiry>`, so the route and its `sig`
 * parameter stay as they were. A donor whose link has expired asks for a fresh one (requestReceiptLinks).
 */
export const DOCUMENT_LINK_DAYS = 30;
const EXPIRING = new Set<LinkKind>(['receipt', 'certificate']);

async function signExpiringLink(kind: LinkKind, id: number, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_DAYS * 24 * 60 * 60;
  return `${expires}.${await signLink(kind, `${id}:${expires}`)}`;
}

async function verifyExpiringLink(kind: LinkKind, id: number | string, signature: unknown): Promise<boolean> {
  if (typeof signature !== 'string') return false;
  const [expires, mac, extra] = signature.split('.');
  if (extra !== undefined || !/^\d{1,12}$/.test(expires ?? '')) return false;
  if (!safeEqual(mac, await signLink(kind, `${id}:${expires}`))) return false;
  return Number(expires) * 1000 > Date.now();
}

/** The receipt's download link, valid for DOCUMENT_LINK_DAYS from `now`. */
export async function receiptLink(donationId: number, now?: Date): Promise<string> {
  return absoluteUrl(`/api/donations/${donationId}/receipt?sig=${await signExpiringLink('receipt', donationId, now)}`);
}

export async function certificateLink(donationId: number, now?: Date): Promise<string> {
  return absoluteUrl(`/api/donations/${donationId}/certificate?sig=${await signExpiringLink('certificate', donationId, now)}`);
}

/**
 * The page where a donor confirms cancelling a recurring gift (GET shows, the button's POST cancels), in the
 * gift's language: a Hindi donor's link opens /hi/donations/cancel/….
 */
export async function cancelRecurringLink(subscriptionRowId: number, locale: Locale = 'en'): Promise<string> {
  const path = localizedPath(`/donations/cancel/${subscriptionRowId}`, locale);
  return absoluteUrl(`${path}?sig=${await signLink('cancel', subscriptionRowId)}`);
}

/**
 * The page where a donor whose recurring payment failed goes on to the gateway's page to pay another way, in
 * the gift's language. It shows the gift and a button; it cannot change anything else.
 */
export async function updatePaymentLink(subscriptionRowId: number, locale: Locale = 'en'): Promise<string> {
  const path = localizedPath(`/donations/payment/${subscriptionRowId}`, locale);
  return absoluteUrl(`${path}?sig=${await signLink('payment', subscriptionRowId)}`);
}
