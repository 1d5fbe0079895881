import type { IncomingMessage, ServerResponse } from 'node:http';
import { hookRequests } from './request-hook';

// Next builds a WHATWG Request for every route handler (and for proxy.ts). The Fetch standard forbids
// TRACE, TRACK and CONNECT, so that constructor throws and Next answers a plain-text 500 before any of our
// code runs; other methods it does not know (PROPFIND, PURGE...) get an empty 400 from /api. Node's
// http.Server is the one place in front of both: at start (instrumentation.ts) every server of this process
// answers a method outside this list with 405, in the JSON envelope under /api. CONNECT never gets here
// (Node closes such a connection itself when no 'connect' listener exists).

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const KNOWN = new Set(METHODS);
const KEY = Symbol.for('ssf.method-guard');
const store = globalThis as unknown as Record<symbol, boolean | undefined>;

function refuse(req: IncomingMessage, res: ServerResponse): void {
  const api = /^\/api(?:[/?]|$)/.test(req.url ?? '');
  const body = api ? JSON.stringify({ success: false, data: null, message: 'Method not allowed.' }) : 'Method Not Allowed';
  res.writeHead(405, {
    Allow: METHODS.join(', '),
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
}

/** Answers every method outside METHODS with 405, in front of Next (request-hook.ts). */
export async function installMethodGuard(): Promise<void> {
  if (store[KEY]) return;
  await hookRequests((req, res, next) => (KNOWN.has(req.method ?? '') ? next() : refuse(req, res)));
  store[KEY] = true;
}
