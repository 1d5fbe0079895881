import 'server-only';
import { createHash } from 'node:crypto';
import { PUBLIC_SHARED_CACHE_CONTROL } from '@/lib/config/shared-cache';

/** A JSON answer serialised once, with its entity tag: what the data cache keeps for public catalog reads. */
export type SerialisedAnswer = { body: string; etag: string };

/** The {success, data, message} envelope as text, with a strong ETag of exactly those bytes. */
export function serialiseOk(data: unknown, message: string): SerialisedAnswer {
  const body = JSON.stringify({ success: true, data, message });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * 200 with the serialised body, or 304 when the client already holds it (If-None-Match). Public answers
 * (the same for every guest) may be kept by a CDN briefly; answers that depend on the caller stay private
 * and are revalidated each time.
 */
export function answerWithEtag(req: Request, answer: SerialisedAnswer, scope: 'public' | 'private'): Response {
  const headers = new Headers({
    ETag: answer.etag,
    'Cache-Control': scope === 'public' ? PUBLIC_SHARED_CACHE_CONTROL : 'private, no-cache',
    Vary: 'Authorization',
  });
  if (matches(req.headers.get('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', 'application/json');
  return new Response(answer.body, { status: 200, headers });
}
