import 'server-only';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions, givingLinks } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { safeEqual } from '@/lib/crypto';
import type { GivingLinkRequest } from '@/lib/domain/validation/donations';
import { isLocale } from '@/lib/i18n/routing';
import { mailPath, mailTranslator } from '@/lib/i18n/mail';
import type { Caller } from '@/lib/server/accounts';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import {
  absoluteUrl,
  admitLinkRequest,
  enforceRateLimit,
  hashLinkToken,
  linkMailText,
  newLinkToken,
  SIGN_IN_LINK_LIMITS,
} from '@/lib/server/platform';
import { primeLinkSecret, signLink } from './links';

// "My giving" without an account: a donor asks for a link at /giving, the link (single use, 30 minutes) opens
// a visit of two hours for that address, kept in a signed, httpOnly cookie scoped to the giving pages. Asking
// answers the same for every address; only an address with gifts gets mail (lib/server/platform/mailed-links.ts
// holds the limits and the token shared with the password reset).

const LINK_MINUTES = 30;
const GIVING_VISIT_HOURS = 2;
export const GIVING_VISIT_COOKIE = 'ssf_giving_visit';
/** Openings from one client address (a token cannot be guessed; this bounds the work). */
const OPENS_PER_IP = { limit: 30, windowSeconds: 60 * 60 };

/** The language of the address's latest gift, when it has any gift (a paid, failed or cancelled one, or a mandate). */
async function donorLanguage(email: string): Promise<'en' | 'hi' | null> {
  const db = await getDb();
  const [gift] = await db
    .select({ locale: donations.locale })
    .from(donations)
    .where(and(sql`lower(${donations.email}) = ${email}`, ne(donations.status, 'pending')))
    .orderBy(desc(donations.id))
    .limit(1);
  if (gift) return gift.locale;
  const [mandate] = await db
    .select({ locale: donationSubscriptions.locale })
    .from(donationSubscriptions)
    .where(and(sql`lower(${donationSubscriptions.email}) = ${email}`, ne(donationSubscriptions.status, 'created')))
    .orderBy(desc(donationSubscriptions.id))
    .limit(1);
  return mandate?.locale ?? null;
}

/**
 * Mails a My giving sign-in link to `email` when it has gifts, in `language` (the page's) or else the language
 * of its latest gift. Answers nothing either way; throws `rate.giving_links` past a request limit.
 */
export async function requestGivingLink(caller: Caller, input: GivingLinkRequest, language: string | undefined): Promise<void> {
  const email = input.email.toLowerCase();
  const request = await admitLinkRequest('giving', { email, ip: caller.ip }, SIGN_IN_LINK_LIMITS, 'rate.giving_links');
  const own = await donorLanguage(email);
  if (!own || !(await request.mayMail())) return;
  const mail = mailTranslator(isLocale(language) ? language : own);
  const { t } = mail;
  const { token, tokenHash } = newLinkToken();
  const url = absoluteUrl(mailPath(mail, `/giving/open?token=${encodeURIComponent(token)}`));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(givingLinks).values({
      email,
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${LINK_MINUTES})`,
      ip: caller.ip,
    });
    await enqueueMail(tx, {
      kind: 'giving-link',
      to: email,
      subject: t('giving.linkSubject', { site: foundation.name }),
      text: linkMailText(mail, { lead: t('giving.linkBody', { minutes: LINK_MINUTES }), url, note: t('giving.linkIgnore') }),
    });
  });
  kickMailDelivery();
}

/** A visit's cookie: its value, how long it lasts, and the address it opens. */
export type GivingVisit = { value: string; maxAgeSeconds: number; email: string };

const encodeEmail = (email: string) => Buffer.from(email, 'utf8').toString('base64url');

/**
 * Uses up a mailed token (in the statement that accepts it, so two openings cannot both succeed) and answers
 * the visit to set as a cookie; null for a wrong, used or expired token.
 */
export async function openGivingLink(caller: Caller, token: string): Promise<GivingVisit | null> {
  await enforceRateLimit(`giving:open:${caller.ip ?? 'unknown'}`, OPENS_PER_IP, 'rate.giving_links');
  await primeLinkSecret();
  const db = await getDb();
  const [link] = await db
    .update(givingLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(givingLinks.tokenHash, hashLinkToken(token)), isNull(givingLinks.usedAt), gt(givingLinks.expiresAt, sql`now()`)))
    .returning({ email: givingLinks.email });
  if (!link) return null;
  const maxAgeSeconds = GIVING_VISIT_HOURS * 60 * 60;
  const expires = Math.floor(Date.now() / 1000) + maxAgeSeconds;
  const value = `${expires}.${encodeEmail(link.email)}.${await signLink('giving', `${link.email}:${expires}`)}`;
  return { value, maxAgeSeconds, email: link.email };
}

/** The address a visit's cookie opens, or null when it is missing, forged or over. */
export async function givingVisitEmail(value: string | null | undefined): Promise<string | null> {
  if (!value) return null;
  const [expires, encoded, mac, extra] = value.split('.');
  if (extra !== undefined || !/^\d{1,12}$/.test(expires ?? '') || !encoded || !mac) return null;
  if (Number(expires) * 1000 <= Date.now()) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return safeEqual(mac, await signLink('giving', `${email}:${expires}`)) ? email : null;
}
