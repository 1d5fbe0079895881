import { hookRequests } from './request-hook';
import { env } from './env';

// A Node server runs on one thread, in turns of its event loop: in each turn it handles every event that is
// ready (each request that arrived, each database answer that came back), one after another. A cached page
// costs about a millisecond and is answered within the turn it arrives in, so during a sale 32 shoppers
// browsing made each turn about 50 ms long; placing an order waits for the database some 25 times, once a
// turn, and took 1 to 4 seconds while pages still answered in 40 ms (issue 26).
// So reads take turns: GET and HEAD requests wait here in arrival order and a few of them are handed
// to Next in each turn (setImmediate: the loop's check phase, once per turn). Writes (orders, payments, form
// posts) never wait. The thread does the same work in all, so pages are served about as fast as before, but a
// turn is a few milliseconds long and an order's steps come round quickly. On an idle server a read waits for
// nothing: it is handed over in the same turn it arrived in.

// READS_PER_TURN (default 4; 0 turns the gate off). Measured with the bench's sale row (32 connections browsing
// while 4 orders a second arrive, 2 cores): 4 a turn answered orders in 220 ms at the median, 8 in 470 ms, and
// all at once (no gate) in 1.3 to 4 s.
const READS = new Set(['GET', 'HEAD']);
const KEY = Symbol.for('ssf.read-gate');

/** waiting is never empty while a hand-over is scheduled, and one is scheduled whenever it is not. */
type Gate = { perTurn: number; waiting: (() => void)[] };
const store = globalThis as unknown as Record<symbol, Gate | undefined>;

function handOverSome(gate: Gate): void {
  for (let n = 0; n < gate.perTurn && gate.waiting.length; n++) gate.waiting.shift()!();
  // Scheduled from the check phase, the rest are handed over in the next turn, after its I/O.
  if (gate.waiting.length) setImmediate(handOverSome, gate);
}

/** Lets reads take turns in front of Next (request-hook.ts); READS_PER_TURN=0 leaves requests alone. */
export async function installReadGate(): Promise<void> {
  const perTurn = env().READS_PER_TURN;
  if (store[KEY] || perTurn === 0) return;
  const gate: Gate = { perTurn, waiting: [] };
  await hookRequests((req, _res, next) => {
    if (!READS.has(req.method ?? '')) return next();
    gate.waiting.push(() => {
      // A client that left while its read waited is not served.
      if (!req.destroyed) next();
    });
    // The first to wait schedules the hand-over; later ones join it.
    if (gate.waiting.length === 1) setImmediate(handOverSome, gate);
  });
  store[KEY] = gate;
}
