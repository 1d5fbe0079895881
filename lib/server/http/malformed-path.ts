import { corsHeaders } from './cors';
import { failure } from './respond';
import { escapeHtml } from '@/lib/domain/html';
import { englishText } from '@/lib/i18n/english';
import { textTranslator } from '@/lib/i18n/format-text';
import { HTML_LANG, localizedPath, type Locale } from '@/lib/i18n/routing';

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

/**
 * A page address that cannot be decoded: the 404 page's words, in the address's language, as a small page of
 * its own. Not a rewrite to the site's 404 page: behind a proxy whose Host differs from the server's own name,
 * Next sends a proxy's rewrite out over HTTP to that host (seen as "Failed to proxy … socket hang up" and a 500
 * behind nginx), and such an address deserves no trip through the network.
 */
export function malformedPagePath(pathname: string): Response {
  const locale: Locale = pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
  const t = textTranslator(locale);
  const [title, text, home] = [t('notFound.title'), t('notFound.text'), t('notFound.home')].map(escapeHtml);
  const html = `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${localizedPath('/', locale)}">${home}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * True when `/_next/image?url=` names a local picture by a path Next cannot fetch from itself: one that cannot
 * be decoded (`/images/%25` is `/images/%`), or one the URL parser rewrites (`/images/.`, `/a/../b`, `//host`),
 * which Next's own request for it answers with a redirect. Next's optimizer turned both into a 500; they get a
 * 400 (proxy.ts). Remote pictures (absolute URLs) and a missing `url` are Next's to judge: it answers 400.
 */
export function isBadLocalImageSource(source: string | null): boolean {
  if (!source || !source.startsWith('/')) return false;
  if (source.startsWith('//')) return true;
  const path = source.split(/[?#]/)[0];
  if (isMalformedPath(path)) return true;
  try {
    return new URL(path, 'http://site.invalid').pathname !== path;
  } catch {
    return true;
  }
}

/**
 * True when a server action is posted from another site: its Origin names a host other than the one the
 * request came to (the forwarded host behind a proxy), as Next's own check sees it. Next refused those with a
 * 500; proxy.ts answers 403. A post without an Origin is left to Next (it lets old browsers through).
 */
export function isCrossSiteAction(origin: string | null, host: string | null): boolean {
  if (origin === null) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
