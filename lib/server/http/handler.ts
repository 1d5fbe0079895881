import 'server-only';
import { fail } from '@/lib/domain/errors';
import { type Caller } from '@/lib/server/accounts';
import { resolveCaller } from '@/lib/server/accounts/request-caller';
import { clientIp } from '@/lib/server/platform';
import { corsHeaders, isTrustedOrigin } from './cors';
import { failure } from './respond';
import { wireError } from './wire-errors';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

type RequestContext = {
  req: Request;
  url: URL;
  params: Record<string, string>;
  /** Resolved on first use (public reads never pay for a token lookup). */
  caller: () => Promise<Caller>;
  ip: string;
};

export type Handler = (ctx: RequestContext) => Promise<Response> | Response;
type NextRouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteFunction = (req: Request, context: NextRouteContext) => Promise<Response>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cookie proves nothing about who sent the request: a write that is authenticated by the session cookie
 * must come from our own pages or an allowed origin (route handlers have no built-in CSRF check).
 */
function guardCookieWrite(req: Request, caller: Caller): Caller {
  if (caller.kind !== 'user' || caller.via !== 'session' || !UNSAFE.has(req.method)) return caller;
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  const trusted = origin ? isTrustedOrigin(origin) : site === null || site === 'same-origin' || site === 'none';
  if (!trusted) throw fail('request.cross_site');
  return caller;
}

function toResponse(error: unknown, req: Request): Response {
  const known = wireError(error, `[api] ${req.method} ${new URL(req.url).pathname}`);
  return failure(known.status, known.message, known);
}

/** A path or query with a NUL or broken percent-encoding is a 400 before any handler sees it. */
function refuseMalformedUrl(url: URL, params: Record<string, string>): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname) + decodeURIComponent(url.search.replace(/\+/g, ' '));
  } catch {
    throw fail('request.bad_address');
  }
  if (decoded.includes('\0') || Object.values(params).some((v) => v.includes('\0'))) throw fail('request.nul');
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [key, value] of Object.entries(headers)) {
    if (key === 'Vary') response.headers.append('Vary', value);
    else response.headers.set(key, value);
  }
  return response;
}

/**
 * An answer that depended on a signed-in caller (their orders, donations, profile, a staff view) must never
 * be stored by a browser cache or a shared proxy, and neither may any answer to a request that carried
 * credentials; a handler that chose its own Cache-Control keeps it.
 */
async function privateWhenPersonal(response: Response, req: Request, caller: Promise<Caller> | undefined): Promise<Response> {
  if (response.headers.has('cache-control')) return response;
  const credentials = req.headers.has('authorization') || /authjs\.session-token/.test(req.headers.get('cookie') ?? '');
  const personal = credentials || (caller && (await caller.catch(() => null))?.kind === 'user');
  if (personal) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function wrap(handler: Handler): RouteFunction {
  return async (req, context) => {
    const cors = corsHeaders(req.headers.get('origin'));
    try {
      const raw = (await context?.params) ?? {};
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
      const url = new URL(req.url);
      refuseMalformedUrl(url, params);
      const ip = clientIp(req.headers);
      let callerPromise: Promise<Caller> | undefined;
      const caller = () => (callerPromise ??= resolveCaller(req, ip).then((c) => guardCookieWrite(req, c)));
      const response = await handler({ req, url, params, caller, ip });
      return withHeaders(await privateWhenPersonal(response, req, callerPromise), cors);
    } catch (error) {
      return withHeaders(await privateWhenPersonal(toResponse(error, req), req, undefined), cors);
    }
  };
}

/**
 * Builds every method of a route: the given ones wrapped (envelope errors, CORS, caller), the others a
 * JSON 405. Use: `export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: ... })`.
 */
export function endpoint(handlers: Partial<Record<Method, Handler>>): Record<Method, RouteFunction> {
  const allow = METHODS.filter((m) => handlers[m]).join(', ');
  const notAllowed: Handler = () => {
    throw fail('request.method_not_allowed', { allow });
  };
  return Object.fromEntries(METHODS.map((m) => [m, wrap(handlers[m] ?? notAllowed)])) as Record<Method, RouteFunction>;
}
