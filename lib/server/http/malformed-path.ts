import { corsHeaders } from './cors';
import { failure } from './respond';
import { englishText } from '@/lib/i18n/english';

/**
 * True when a path segment cannot be percent-decoded (`%ff`, a cut `%E2%82`, the overlong `%C0%AE`, a lone
 * `%`). Next decodes route parameters before any of our code runs and answers such paths with a plain-text
 * 500; proxy.ts answers them first (its matcher lets only paths with a `%` reach this).
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

/** The /api answer to such a path: 400 in the contract's envelope, with the caller's CORS headers. */
export function malformedApiPath(origin: string | null): Response {
  return failure(400, englishText({ code: 'request.bad_encoding' }), { headers: corsHeaders(origin) });
}
