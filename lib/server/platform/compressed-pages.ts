import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import compression from 'compression';
import { hookRequests } from './request-hook';

// Browsers ask for gzip, and Next compressed every answer again, its cached pages included: a cached /shop
// is 110 kB of the same HTML each time, and gzipping it cost more than everything else in the answer.
// Measured on one server (2 cores, 8 connections): /about, /shop and /hi/shop answered 590-750, 500-540 and
// about 420 requests a second when asked for gzip, against 1,560-1,650, 1,460-1,500 and 1,210-1,290 without.
// So compression moves here, in front of Next (next.config.ts `compress: false`): the same middleware Next
// used (npm `compression`) compresses what Next streams, and a cached page's HTML, which Next sends in one
// piece, is gzipped once and its bytes are kept, keyed by the HTML itself: a page rendered again is a new
// key, so nothing stale is ever sent.

/** Smaller answers are not worth compressing (the middleware's own threshold). */
const MIN_CHARS = 1024;
/** Kept compressed pages and their HTML keys, at most (least recently used go first). */
const CACHE_BYTES = 48 * 1024 * 1024;

/** Gzipped bytes of cached pages, keyed by their HTML. Filled off the main thread (zlib's thread pool). */
export class CompressedPages {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Set<string>();
  private bytes = 0;

  constructor(private readonly maxBytes = CACHE_BYTES) {}

  /** The page's gzipped bytes if kept (and marks them recently used); otherwise starts gzipping them. */
  take(html: string): Buffer | undefined {
    const gz = this.entries.get(html);
    if (gz) {
      this.entries.delete(html);
      this.entries.set(html, gz);
      return gz;
    }
    if (!this.pending.has(html)) {
      this.pending.add(html);
      gzip(html, (error, bytes) => {
        this.pending.delete(html);
        if (!error) this.keep(html, bytes);
      });
    }
    return undefined;
  }

  /** Resolves once every gzip started so far has been kept (for tests). */
  async settled(): Promise<void> {
    while (this.pending.size) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(html: string, gz: Buffer): void {
    // A one-byte (ASCII) string costs its length; count two for safety, as a string may be two-byte.
    const cost = (key: string, value: Buffer) => key.length * 2 + value.length;
    if (this.entries.has(html) || cost(html, gz) > this.maxBytes) return;
    this.entries.set(html, gz);
    this.bytes += cost(html, gz);
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= cost(oldest, value);
    }
  }
}

/** Whether an Accept-Encoding header accepts gzip (listed, or `*`, without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star = false;
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === 'gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

/** A page Next answers from its prerender cache: the same HTML string for everyone until it is rendered again. */
function isCachedPage(res: ServerResponse): boolean {
  const cache = res.getHeader('x-nextjs-cache');
  return (cache === 'HIT' || cache === 'STALE') && String(res.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Compresses one response: the middleware for everything, and for a cached page asked for with gzip, its
 * kept bytes (gzipped on its first answer, which the middleware compresses meanwhile).
 */
export function compressResponse(
  pages: CompressedPages,
  middleware: ReturnType<typeof compression>,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  middleware(req as never, res as never, () => {});
  if (req.method !== 'GET' || !acceptsGzip(req.headers['accept-encoding'])) return;
  const compressingEnd = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    if (
      typeof chunk === 'string' &&
      chunk.length >= MIN_CHARS &&
      !this.headersSent &&
      isCachedPage(this) &&
      !this.getHeader('content-encoding')
    ) {
      const gz = pages.take(chunk);
      if (gz) {
        // The middleware sees the encoding and passes the bytes through as they are.
        this.setHeader('Content-Encoding', 'gzip');
        this.setHeader('Content-Length', gz.length);
        return compressingEnd.call(this, gz);
      }
    }
    return compressingEnd.apply(this, args);
  } as ServerResponse['end'];
}

const KEY = Symbol.for('ssf.compressed-pages');
const store = globalThis as unknown as Record<symbol, CompressedPages | undefined>;

/** Compresses answers in front of Next (request-hook.ts), keeping cached pages' gzipped bytes. */
export async function installCompression(): Promise<void> {
  if (store[KEY]) return;
  const pages = new CompressedPages();
  const middleware = compression();
  await hookRequests((req, res, next) => {
    compressResponse(pages, middleware, req, res);
    next();
  });
  store[KEY] = pages;
}
