import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compose, readsTakeTurns } from '@/front/middleware.mjs';

// Reads take turns (front/middleware.mjs, in front of Next in the server `npm start` runs): a crowd of page
// views cannot make every turn of the event loop long, so a buyer's order is not kept waiting behind them.
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const request = (method: string, url: string) => ({ method, url, destroyed: false }) as unknown as IncomingMessage;

describe('reads take turns', () => {
  const handled: string[] = [];
  const serve = compose([readsTakeTurns(4)], (req) => handled.push(`${req.method} ${req.url}`));
  const send = (req: IncomingMessage) => serve(req, {} as ServerResponse);

  it('hands a write to the server at once, and reads four a turn in arrival order', async () => {
    handled.length = 0;
    for (let i = 1; i <= 10; i++) send(request('GET', `/page/${i}`));
    send(request('POST', '/api/orders'));
    expect(handled).toEqual(['POST /api/orders']);
    await turn();
    expect(handled.slice(1)).toEqual(['GET /page/1', 'GET /page/2', 'GET /page/3', 'GET /page/4']);
    await turn();
    expect(handled).toHaveLength(9);
    await turn();
    expect(handled.slice(1)).toEqual(Array.from({ length: 10 }, (_, i) => `GET /page/${i + 1}`));
  });

  it('does not serve a read whose client left while it waited, and the next read still comes', async () => {
    handled.length = 0;
    const gone = request('HEAD', '/gone');
    send(gone);
    send(request('GET', '/stays'));
    (gone as { destroyed: boolean }).destroyed = true;
    await turn();
    expect(handled).toEqual(['GET /stays']);
  });

  it('with READS_PER_TURN=0 hands every read over at once', () => {
    const now: string[] = [];
    const open = compose([readsTakeTurns(0)], (req) => now.push(String(req.url)));
    for (let i = 0; i < 10; i++) open(request('GET', `/p/${i}`), {} as ServerResponse);
    expect(now).toHaveLength(10);
  });
});
