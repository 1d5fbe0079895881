import 'server-only';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { countCacheAnswer, countRequest, env, log, loggablePath, runContext } from '@/lib/server/platform';

// One log line per request, whichever server runs Next: `npm start` (front/server.mjs), the standalone
// server.js and `next dev`. Node publishes every HTTP server's requests on diagnostics channels, so nothing
// wraps or patches a server: at a request's start it gets its id (the x-request-id answer header, and the
// context every line written while serving it carries); when its answer is finished, the line.

type Started = { id: string; start: number };
type ServerMessage = { request: IncomingMessage; response: ServerResponse };

const KEY = Symbol.for('ssf.request-log');
const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
const started = new WeakMap<ServerResponse, Started>();
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A proxy we trust (TRUSTED_PROXY_HOPS > 0) may name the request; anyone else's id is replaced. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (env().TRUSTED_PROXY_HOPS > 0 && typeof incoming === 'string' && WELL_FORMED_ID.test(incoming)) return incoming;
  return randomUUID();
}

function onStart(message: unknown): void {
  const { request, response } = message as ServerMessage;
  const id = requestId(request);
  request.headers['x-request-id'] = id;
  if (!response.headersSent) response.setHeader('x-request-id', id);
  started.set(response, { id, start: performance.now() });
  // The rest of this request's handling (and everything it starts) runs in this context.
  runContext().enterWith({ id, kind: 'request' });
}

function onFinish(message: unknown): void {
  const { request, response } = message as ServerMessage;
  const begun = started.get(response);
  if (!begun) return;
  const line = {
    request_id: begun.id,
    method: request.method ?? '',
    path: loggablePath(request.url ?? ''),
    status: response.statusCode,
    duration_ms: Math.round((performance.now() - begun.start) * 10) / 10,
  };
  log()[line.status >= 500 ? 'error' : 'info'](line, 'request');
  countRequest(line.method, request.url ?? '', line.status, line.duration_ms);
  countCacheAnswer(request.url ?? '', line.status, response.getHeader('x-nextjs-cache'));
}

/** Once per process, from instrumentation.ts. */
export function logRequests(): void {
  if (holder[KEY]) return;
  holder[KEY] = true;
  subscribe('http.server.request.start', onStart);
  subscribe('http.server.response.finish', onFinish);
}

/** Next's onRequestError: the error with its digest (shown on the error page as the reference to quote). */
export function logRequestError(error: unknown, request: { path: string; method: string }): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  log().error({ err: error, digest, method: request.method, path: loggablePath(request.path) }, 'request failed');
}
