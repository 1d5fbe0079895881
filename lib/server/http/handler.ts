import 'server-only';
import { ApiError } from './errors';
import { type Caller, resolveCaller } from '@/lib/server/accounts';
import { clientIp } from './client-ip';
import { corsHeaders, isTrustedOrigin } from './cors';
import { failure } from './respond';
import { forbidden } from './errors';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export type RequestContext = {
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
  if (!trusted) throw forbidden('Cross-site request refused.');
  return caller;
}

function toResponse(error: unknown, req: Request): Response {
  if (error instanceof ApiError) {
    return failure(error.status, error.message, error.extra);
  }
  const pgCode = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (pgCode === '23505') return failure(409, 'The record already exists.');
  console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed`, error);
  return failure(500, 'Server error occurred. Please try again later.');
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [key, value] of Object.entries(headers)) {
    if (key === 'Vary') response.headers.append('Vary', value);
    else response.headers.set(key, value);
  }
  return response;
}

function wrap(handler: Handler): RouteFunction {
  return async (req, context) => {
    const cors = corsHeaders(req.headers.get('origin'));
    try {
      const raw = (await context?.params) ?? {};
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
      const ip = clientIp(req.headers);
      let callerPromise: Promise<Caller> | undefined;
      const caller = () => (callerPromise ??= resolveCaller(req, ip).then((c) => guardCookieWrite(req, c)));
      const response = await handler({ req, url: new URL(req.url), params, caller, ip });
      return withHeaders(response, cors);
    } catch (error) {
      return withHeaders(toResponse(error, req), cors);
    }
  };
}

/**
 * Builds every method of a route: the given ones wrapped (envelope errors, CORS, caller), the others a
 * JSON 405. Use: `export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: ... })`.
 */
export function endpoint(handlers: Partial<Record<Method, Handler>>): Record<Method, RouteFunction> {
  const allow = METHODS.filter((m) => handlers[m]).join(', ');
  const notAllowed: Handler = () => failure(405, 'Method not allowed.', { headers: { Allow: allow } });
  return Object.fromEntries(METHODS.map((m) => [m, wrap(handlers[m] ?? notAllowed)])) as Record<Method, RouteFunction>;
}
