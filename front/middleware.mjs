// What stands in front of Next's request handler in the server `npm start` runs (front/server.mjs): four
// ordinary (req, res, next) middlewares, each for a gap Next leaves. Plain JavaScript: Node runs this file
// itself, outside Next's bundles. The standalone output (containers) runs Next's own server instead; there
// the reverse proxy in front does these jobs (README, Deploying).
import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/**
 * The client's socket address. Next gives route handlers, pages and actions none, and keeps any
 * X-Forwarded-For a client sends. So each request's forwarding chain as it arrived, plus the socket's
 * address, is recorded under a header whose name is random per process (a client cannot send it);
 * lib/server/platform/client-ip.ts reads it by the name kept on globalThis.
 */
export function recordPeerAddress() {
  const header = `x-peer-chain-${randomBytes(8).toString('hex')}`;
  globalThis[Symbol.for('ssf.peer-address')] = { header };
  return (req, _res, next) => {
    const forwarded = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops.length) noteForwarded();
    hops.push(req.socket?.remoteAddress ?? 'unknown');
    req.headers[header] = hops.join(', ');
    next();
  };
}

/**
 * The first request that arrives with X-Forwarded-For: while TRUSTED_PROXY_HOPS is 0 a proxy in front would
 * make every visitor share its address for rate limits, so it is logged once and /api/health tells staff
 * (lib/server/platform/forwarded-sighting.ts reads the sighting).
 */
function noteForwarded() {
  const key = Symbol.for('ssf.forwarded-sighting');
  if (globalThis[key]) return;
  globalThis[key] = { firstSeen: new Date().toISOString() };
  // Plain JavaScript outside Next: lib/config/env.ts validates TRUSTED_PROXY_HOPS too.
  if (!Number(process.env.TRUSTED_PROXY_HOPS ?? 0))
    console.warn('[proxy] X-Forwarded-For arrives but TRUSTED_PROXY_HOPS is 0: see GET /api/health (staff) and README, Deploying');
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * 405 for methods Next cannot take: it builds a WHATWG Request for route handlers, which refuses TRACE and
 * TRACK (Next answered a plain 500) and gave other unknown methods an empty 400. The JSON envelope under /api.
 */
export function refuseUnknownMethods() {
  const known = new Set(METHODS);
  return (req, res, next) => {
    if (known.has(req.method ?? '')) return next();
    const api = /^\/api(?:[/?]|$)/.test(req.url ?? '');
    const body = api ? JSON.stringify({ success: false, data: null, message: 'Method not allowed.' }) : 'Method Not Allowed';
    res.writeHead(405, {
      Allow: METHODS.join(', '),
      'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    });
    res.end(body);
  };
}

/**
 * Request targets in origin form (`/path?query`), as Next expects. An absolute-form target
 * (`GET http://evil.example/about`, which HTTP/1.1 servers must accept) is served as its path on this site:
 * handed over as it came, Next answered with a redirect to the named host. Anything else (`OPTIONS *`, an
 * authority or a bare word) is not a page: 400 (Next's URL parser answered a 500).
 */
export function originFormTargets() {
  return (req, res, next) => {
    const target = req.url ?? '';
    if (target.startsWith('/') && !target.startsWith('//')) return next();
    if (/^https?:\/\//i.test(target)) {
      try {
        const url = new URL(target);
        req.url = `${url.pathname}${url.search}`;
        return next();
      } catch {
        // not a URL: refused below
      }
    }
    const body = 'Bad Request';
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    res.end(body);
  };
}

/**
 * Reads take turns: GET and HEAD requests wait here in arrival order and `perTurn` of them are handed to Next
 * in each turn of the event loop (setImmediate); other methods never wait. A cached page is answered within
 * the turn it arrives in, so without this a crowd of page views makes every turn long, and a buyer's order,
 * which waits for the database between turns, waits behind all of them (docs/benchmarks.md, the sale row).
 * perTurn 0 hands every request over at once. On an idle server nothing waits.
 */
export function readsTakeTurns(perTurn) {
  if (perTurn === 0) return (_req, _res, next) => next();
  const waiting = [];
  const handOverSome = () => {
    for (let n = 0; n < perTurn && waiting.length; n++) waiting.shift()();
    if (waiting.length) setImmediate(handOverSome);
  };
  return (req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A client that left while its read waited is not served. Bound: the read is served in its own request's
    // async context (its request id, lib/server/platform/request-log.ts), not in the one whose turn hands it over.
    waiting.push(AsyncResource.bind(() => !req.destroyed && next()));
    if (waiting.length === 1) setImmediate(handOverSome);
  };
}

/** One request handler from middlewares and the handler they end in. */
export function compose(middlewares, handler) {
  return (req, res) => {
    const run = (i) => (i === middlewares.length ? handler(req, res) : middlewares[i](req, res, () => run(i + 1)));
    run(0);
  };
}
