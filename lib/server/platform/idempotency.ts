import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { idempotencyKeys } from '@/db/schema';
import { fail, invalid } from '@/lib/domain/errors';
import { openSecret, sealSecret } from './sealed-secret';

/**
 * Idempotent creation: a client that did not hear our answer (timeout, dropped connection)
 * retries with the same Idempotency-Key and gets the first result again; nothing is created twice. The record
 * keeps the result of the work (an order placed, a gateway order opened), never an HTTP answer: each door
 * shapes the result as its contract says, the first time and on a replay alike. Used by the place-order use
 * case (lib/server/checkout), the /api create endpoints (lib/server/http/idempotency.ts) and actions:
 *
 *   const { result, replayed } = await runIdempotent(
 *     { scope: 'orders', owner: idempotencyOwner(caller), key, fingerprint: fingerprintOf(input) },
 *     async (seal) => {
 *       const placed = await recordOrder(caller, input, { onCommit: (tx, p) => seal(tx, { result: resultOf(p) }) });
 *       return { result: resultOf(placed) };
 *     },
 *   );
 *
 * `seal` stores the result; called inside the transaction that makes the change, the result exists exactly
 * when the change does, so a request that died before committing left nothing behind and can simply run
 * again. Work that cannot seal in its transaction (a gateway call after it) is sealed right after.
 */
export type IdempotentRequest = {
  scope: string;
  owner: string;
  key: string;
  fingerprint: string;
  /** The caller's address: a sealed secret opens only for a replay from it (guests all share one owner). */
  holder?: string | null;
};
/**
 * `secret`: a string inside `result` that belongs only to this caller (a guest order's access token). It is
 * never stored in clear: the stored result carries a placeholder and the secret sealed for this key, owner and
 * holder; a replay from the same caller gets it back, any other replay gets the result without it.
 */
export type Outcome<T> = { result: T; secret?: string | null };
export type Seal<T> = (tx: DbOrTx, outcome: Outcome<T>) => Promise<void>;

/**
 * A request still in flight holds its key this long; after that a retry may take it over. Taking over is
 * safe even if the first request is still alive: only one of them can seal (the seal is a conditional
 * update, and a seal that finds the key already completed throws, rolling its transaction back).
 */
const LEASE_SECONDS = 10;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A refusal of the key: 422 on `idempotency_key`, answered with the field's own text. */
const keyRefused = (code: 'idempotency.invalid_key' | 'idempotency.mismatch') => invalid({ idempotency_key: [{ code }] }, code);

/** Checks a key sent by a client; null when none was sent (the request is then not idempotent). */
export function validIdempotencyKey(value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (!KEY_PATTERN.test(value)) throw keyRefused('idempotency.invalid_key');
  return value;
}

/** Keys are per caller: two callers never see each other's answers. */
export function idempotencyOwner(
  caller: { kind: 'guest' } | { kind: 'user'; userId: number } | { kind: 'system'; source: string },
): string {
  if (caller.kind === 'user') return `user:${caller.userId}`;
  return caller.kind === 'system' ? `system:${caller.source}` : 'guest';
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The same body, whatever the order of its keys, gives the same fingerprint. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)) ?? '')
    .digest('hex');
}

const keyOf = (r: IdempotentRequest) =>
  and(eq(idempotencyKeys.scope, r.scope), eq(idempotencyKeys.owner, r.owner), eq(idempotencyKeys.key, r.key));

type Claim<T> = { kind: 'run' } | { kind: 'replay'; result: T };

async function claim<T>(r: IdempotentRequest): Promise<Claim<T>> {
  const db = await getDb();
  const lease = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope: r.scope, owner: r.owner, key: r.key, fingerprint: r.fingerprint, leaseUntil: lease })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'run' };
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(r));
  if (!row) return claim(r); // released between our insert and select: try again
  if (row.fingerprint !== r.fingerprint) {
    throw keyRefused('idempotency.mismatch');
  }
  if (row.status === 'completed') return { kind: 'replay', result: replayedResult<T>(row.response, r) };
  // Started: in flight, or its request died without committing (nothing was made): take it over once the lease is over.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ leaseUntil: lease })
    .where(and(keyOf(r), eq(idempotencyKeys.status, 'started'), lte(idempotencyKeys.leaseUntil, sql`now()`)))
    .returning({ key: idempotencyKeys.key });
  if (taken) return { kind: 'run' };
  throw fail('idempotency.in_flight', { retry_after: 1 });
}

/** Frees a key whose request failed; a few tries, since the failure may be the connection itself. */
async function release(request: IdempotentRequest): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const db = await getDb();
      await db.delete(idempotencyKeys).where(and(keyOf(request), eq(idempotencyKeys.status, 'started')));
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
  }
  // Still unreachable: the lease frees the key instead.
}

/** Runs `run` once per key; a repeat gets the stored result (replayed: true). Without a key it just runs. */
export async function runIdempotent<T>(
  request: IdempotentRequest | null,
  run: (seal: Seal<T>) => Promise<Outcome<T>>,
): Promise<{ result: T; replayed: boolean }> {
  if (!request) return { result: (await run(async () => {})).result, replayed: false };
  const claimed = await claim<T>(request);
  if (claimed.kind === 'replay') return { result: claimed.result, replayed: true };
  let sealed = false;
  const seal: Seal<T> = async (tx, outcome) => {
    const done = await tx
      .update(idempotencyKeys)
      .set({ status: 'completed', response: storedResult(outcome, request) })
      .where(and(keyOf(request), eq(idempotencyKeys.status, 'started')))
      .returning({ key: idempotencyKeys.key });
    if (!done.length) throw fail('idempotency.in_flight', { retry_after: 1 });
    sealed = true;
  };
  try {
    const outcome = await run(seal);
    if (!sealed) await seal(await getDb(), outcome);
    return { result: outcome.result, replayed: false };
  } catch (error) {
    // Nothing was sealed, so nothing was committed with it: free the key for a retry. If the commit did
    // happen and only its acknowledgement was lost, the row is 'completed' and this changes nothing.
    if (!sealed) await release(request);
    throw error;
  }
}

// A secret kept in a stored result: the result with a placeholder where the secret was, and the secret sealed.
const PLACEHOLDER = '[sealed-secret]';
const SEALED = 'sealed_secret';
const SAFE_SECRET = /^[\w.~-]{16,}$/;
const sealContext = (r: IdempotentRequest) => `idempotency|${r.scope}|${r.owner}|${r.key}|${r.holder ?? ''}`;

function storedResult<T>(outcome: Outcome<T>, request: IdempotentRequest): unknown {
  if (!outcome.secret) return outcome.result;
  // Only characters JSON never escapes, so every occurrence is found and replaced below.
  if (!SAFE_SECRET.test(outcome.secret)) throw new Error('A sealed secret must be a URL-safe token.');
  const text = JSON.stringify(outcome.result).split(outcome.secret).join(PLACEHOLDER);
  return { [SEALED]: sealSecret(outcome.secret, sealContext(request)), body: JSON.parse(text) };
}

function replayedResult<T>(stored: unknown, request: IdempotentRequest): T {
  if (!stored || typeof stored !== 'object' || !(SEALED in stored)) return stored as T;
  const { [SEALED]: sealed, body } = stored as { sealed_secret: string; body: unknown };
  const secret = openSecret(sealed, sealContext(request));
  if (secret) return JSON.parse(JSON.stringify(body).split(PLACEHOLDER).join(secret)) as T;
  return withoutPlaceholder(body) as T;
}

/** Another caller's replay: a field that was the secret is left out, a text that contained it becomes null. */
function withoutPlaceholder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPlaceholder);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== PLACEHOLDER);
    return Object.fromEntries(entries.map(([k, v]) => [k, withoutPlaceholder(v)]));
  }
  return typeof value === 'string' && value.includes(PLACEHOLDER) ? null : value;
}
