// The server `npm start` runs records each request's forwarding chain and socket address under a header
// whose name is random per process (front/middleware.mjs, recordPeerAddress), and keeps the name here.

const KEY = Symbol.for('ssf.peer-address');
const store = globalThis as unknown as Record<symbol, { header: string } | undefined>;

/** The header that carries the recorded chain; null where no recorder runs (the standalone server, tests). */
export function peerHeaderName(): string | null {
  return store[KEY]?.header ?? null;
}
