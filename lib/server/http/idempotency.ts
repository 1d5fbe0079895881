import 'server-only';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey } from '@/lib/server/platform';
import type { Caller } from '@/lib/server/accounts';

/** The client's Idempotency-Key header (null when it sent none; a malformed one is refused with a 422). */
export function idempotencyKeyOf(req: Request): string | null {
  return validIdempotencyKey(req.headers.get('idempotency-key'));
}

/** The header that tells a client its answer is a replay of the first one. */
export function replayHeaders(replayed: boolean): Record<string, string> {
  return replayed ? { 'Idempotent-Replayed': 'true' } : {};
}

/**
 * A create endpoint behind the Idempotency-Key header: `create` runs once per (caller, key) and its result is
 * kept with a fingerprint of the body; a retry with the same body gets that result back (the route answers it
 * as the first time, with replayHeaders), another body with the same key is a 422. Without the header it
 * simply runs. Placing an order has its own (lib/server/checkout): its result holds a guest's secret.
 */
export async function idempotentCreate<T>(
  req: Request,
  scope: string,
  caller: Caller,
  body: unknown,
  create: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const key = idempotencyKeyOf(req);
  const request = key ? { scope, owner: idempotencyOwner(caller), key, fingerprint: fingerprintOf(body), holder: caller.ip } : null;
  return runIdempotent(request, async () => ({ result: await create() }));
}
