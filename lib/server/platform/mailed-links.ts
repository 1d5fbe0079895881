import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { enforceRateLimit, hitRateLimit, type RateLimitRefusal, type RateLimitRule } from './rate-limit';

// "E-mail me a link" flows (a forgotten password, a fresh receipt link, the My giving sign-in) share two
// things: the limits on asking, and the link's token. Asking is limited per client address and per named
// address (a 429), and the mails reaching one address are capped (beyond, the same answer and no mail, so an
// inbox cannot be flooded through the form). A token is 32 random bytes of which only the SHA-256 is stored.

export type MailedLinkLimits = {
  requestsPerIp: RateLimitRule;
  /** Requests naming one address, whether or not it has anything: a 429 beyond. */
  requestsPerAddress?: RateLimitRule;
  mailsPerAddress: RateLimitRule;
};

const HOUR = 60 * 60;
/** The limits of a sign-in link (password reset, My giving). */
export const SIGN_IN_LINK_LIMITS: MailedLinkLimits = {
  requestsPerIp: { limit: 30, windowSeconds: HOUR },
  requestsPerAddress: { limit: 10, windowSeconds: HOUR },
  mailsPerAddress: { limit: 5, windowSeconds: HOUR },
};

/** Counts one request for a link to `email` from `ip` under `scope` ("reset", "giving"): throws `refusal` past a limit. */
export async function admitLinkRequest(
  scope: string,
  request: { email: string; ip: string | null },
  limits: MailedLinkLimits,
  refusal: RateLimitRefusal,
): Promise<{ mayMail: () => Promise<boolean> }> {
  const email = request.email.toLowerCase();
  await enforceRateLimit(`${scope}:ip:${request.ip ?? 'unknown'}`, limits.requestsPerIp, refusal);
  if (limits.requestsPerAddress) await enforceRateLimit(`${scope}:address:${email}`, limits.requestsPerAddress, refusal);
  return {
    /** Call only when there is something to mail: counts the mail, false once the address has had its share. */
    mayMail: async () => (await hitRateLimit(`${scope}:mail:${email}`, limits.mailsPerAddress)).allowed,
  };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link token: the token for the mail, the hash for the database. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
