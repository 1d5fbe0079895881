import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { emailConfirmations } from '@/db/schema';

// The links that confirm an address (email-confirmation.ts): 32 random bytes, only their SHA-256 stored, good
// once and for 48 hours. Registration issues one in the transaction that creates the account.

const LINK_HOURS = 48;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link to mail: to whom (the address to confirm), and the token. `change` when it moves the account. */
type ConfirmLink = { name: string; email: string; token: string; change: boolean };
export type ConfirmSender = (tx: DbOrTx, link: ConfirmLink) => Promise<void>;

/** Stores a new link for `email` and hands it to `send`, in the caller's transaction. */
export async function issueConfirmation(tx: DbOrTx, user: { id: number; name: string; email: string }, email: string, send: ConfirmSender) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailConfirmations).values({
    userId: user.id,
    email,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(hours => ${LINK_HOURS})`,
  });
  await send(tx, { name: user.name, email, token, change: email.toLowerCase() !== user.email.toLowerCase() });
}
