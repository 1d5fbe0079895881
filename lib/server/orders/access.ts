import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isStaff } from '@/lib/domain/roles';
import type { Caller } from '@/lib/server/accounts';
import { env } from '@/lib/server/platform';
import { safeEqual } from '@/lib/crypto';
import type { OrderRow } from './wire';

// A guest order is reached with a secret, never by its id or number alone: an access token issued once at
// placement (only its SHA-256 is stored) or, after the gateway hands the buyer back, a short-lived ticket
// signed by the server (the gateway's return cannot carry the token, which we no longer know).

const TOKEN_PREFIX = 'oat_';
const TICKET_PREFIX = 'otk_';
const TICKET_TTL_SECONDS = 24 * 60 * 60;
const MAX_SECRET_LENGTH = 200;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new access token (prefix + 32 random bytes) and the hash to store with the order. */
export function newOrderAccessToken(): { token: string; hash: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

// Without AUTH_SECRET (a local demo), tickets are signed with a key of this process.
let processKey: Buffer | undefined;
const ticketKey = () => env().AUTH_SECRET ?? (processKey ??= randomBytes(32));
const ticketSignature = (orderId: number, exp: number) =>
  createHmac('sha256', ticketKey()).update(`order-access|${orderId}|${exp}`).digest('base64url');

/** A ticket for the gateway's return address: opens the order's result page for a day. */
export function orderAccessTicket(orderId: number): string {
  const exp = Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS;
  return `${TICKET_PREFIX}${exp}.${ticketSignature(orderId, exp)}`;
}

function validTicket(order: OrderRow, ticket: string): boolean {
  const [expText, signature] = ticket.slice(TICKET_PREFIX.length).split('.');
  const exp = Number(expText);
  if (!Number.isSafeInteger(exp) || exp < Date.now() / 1000) return false;
  return safeEqual(signature, ticketSignature(order.id, exp));
}

/** Whether a secret the caller sent (token or ticket) opens this guest order. */
function holdsOrderSecret(order: OrderRow, secret: unknown): boolean {
  if (typeof secret !== 'string' || !secret || secret.length > MAX_SECRET_LENGTH || order.userId != null) return false;
  if (secret.startsWith(TICKET_PREFIX)) return validTicket(order, secret);
  return !!order.accessTokenHash && safeEqual(sha256(secret), order.accessTokenHash);
}

/** The signed-in owner and staff see the order in full. */
export function isOwnerOrStaff(caller: Caller, order: OrderRow): boolean {
  return caller.kind === 'user' && (order.userId === caller.userId || isStaff(caller.role));
}

/** Who may act on an order (pay it, see its result page): owner, staff, or a guest holding its secret. */
export function mayReachOrder(caller: Caller, order: OrderRow, secret: unknown): boolean {
  return isOwnerOrStaff(caller, order) || holdsOrderSecret(order, secret);
}
