import 'server-only';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey, type Seal, type StoredAnswer } from '@/lib/server/platform';
import type { Caller } from '@/lib/server/accounts';

export type Envelope = { success: boolean; data: unknown; message: string } & Record<string, unknown>;

/**
 * The {success, data, message} answer as data, so it can be stored and replayed byte for byte. `secret`: a
 * value in it that belongs to this caller alone (a guest order's access token), stored only sealed.
 */
export function envelope(
  status: number,
  data: unknown,
  message: string,
  top: Record<string, unknown> = {},
  secret: string | null = null,
): StoredAnswer<Envelope> {
  return { status, body: { success: true, data, message, ...top }, secret };
}

/**
 * A create endpoint behind the Idempotency-Key header: the first answer for (caller, key) is stored with a
 * fingerprint of the body; a retry with the same body gets it again (header Idempotent-Replayed: true),
 * another body with the same key is a 422. Without the header the request runs as usual. A secret in the
 * answer (envelope's `secret`) goes back only to a replay from the same caller and address.
 */
export async function idempotentJson(
  req: Request,
  scope: string,
  caller: Caller,
  body: unknown,
  run: (seal: Seal<Envelope>) => Promise<StoredAnswer<Envelope>>,
): Promise<Response> {
  const key = validIdempotencyKey(req.headers.get('idempotency-key'));
  const request = key ? { scope, owner: idempotencyOwner(caller), key, fingerprint: fingerprintOf(body), holder: caller.ip } : null;
  const answer = await runIdempotent(request, run);
  const headers: Record<string, string> = answer.replayed ? { 'Idempotent-Replayed': 'true' } : {};
  return Response.json(answer.body, { status: answer.status, headers });
}
