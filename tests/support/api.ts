// Calls our Route Handlers in-process, by path, the way Next routes them: static segments win over
// [param] segments, which win over [...catchAll]. The handlers run with a real database.
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

type RouteModule = Record<string, (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>>;
type Route = { file: string; segments: string[] };

const API_DIR = path.join(process.cwd(), 'app', 'api');

function findRoutes(dir: string, prefix: string[] = []): Route[] {
  const routes: Route[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) routes.push(...findRoutes(full, [...prefix, entry]));
    else if (entry === 'route.ts') routes.push({ file: full, segments: prefix });
  }
  return routes;
}

const routes = findRoutes(API_DIR);

function match(route: Route, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i];
    if (seg.startsWith('[...')) {
      if (i >= parts.length) return null;
      params[seg.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (seg.startsWith('[')) params[seg.slice(1, -1)] = decodeURIComponent(parts[i]);
    else if (seg !== parts[i]) return null;
  }
  return route.segments.length === parts.length ? params : null;
}

function rank(route: Route): number[] {
  return route.segments.map((s) => (s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0));
}

function compareRoutes(a: Route, b: Route): number {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const d = (ra[i] ?? 3) - (rb[i] ?? 3);
    if (d !== 0) return d;
  }
  return 0;
}

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T };

export type CallOptions = {
  body?: unknown;
  /** Raw body text sent as is (for invalid JSON tests). */
  rawBody?: string;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
};

export async function call<T = any>(method: string, pathWithQuery: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(pathWithQuery, 'http://localhost:3000');
  const parts = url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const candidates = routes
    .map((r) => ({ r, params: match(r, parts) }))
    .filter((c): c is { r: Route; params: Record<string, string | string[]> } => c.params !== null)
    .sort((a, b) => compareRoutes(a.r, b.r));
  if (!candidates.length) throw new Error(`no route for ${url.pathname}`);
  const { r, params } = candidates[0];
  const mod = (await import(/* @vite-ignore */ r.file)) as RouteModule;
  const handler = mod[method];
  if (!handler) throw new Error(`${r.file} has no ${method} export (Next would answer 405 itself)`);

  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !options.form && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', '203.0.113.10');

  const req = new Request(url, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // non-JSON answers (PDF, images) stay as text
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export const api = {
  get: <T = any>(p: string, o?: CallOptions) => call<T>('GET', p, o),
  post: <T = any>(p: string, o?: CallOptions) => call<T>('POST', p, o),
  put: <T = any>(p: string, o?: CallOptions) => call<T>('PUT', p, o),
  patch: <T = any>(p: string, o?: CallOptions) => call<T>('PATCH', p, o),
  delete: <T = any>(p: string, o?: CallOptions) => call<T>('DELETE', p, o),
};

/** A client address no other test uses, so the per-address rate limits of one test never reach another. */
export const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomBytes(2).toString('hex')}` });

/** A short unique tag for names, SKUs and references that must not collide across test files. */
export const tag = () => randomBytes(4).toString('hex').toUpperCase();
