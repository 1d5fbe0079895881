import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { installReadGate } from '@/lib/server/platform/read-gate';

// Reads take turns (lib/server/platform/read-gate.ts): a crowd of page views cannot make every turn of the
// event loop long, so a buyer's order is not kept waiting behind them. Checked on a real http.Server, its
// 'request' event emitted as Node emits it.
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const request = (method: string, url: string) => ({ method, url, destroyed: false }) as unknown as IncomingMessage;

describe('read gate', () => {
  const handled: string[] = [];
  const server = createServer((req) => handled.push(`${req.method} ${req.url}`));
  beforeAll(() => installReadGate());

  it('hands a write to the server at once, and reads four a turn in arrival order', async () => {
    handled.length = 0;
    for (let i = 1; i <= 10; i++) server.emit('request', request('GET', `/page/${i}`), {} as ServerResponse);
    server.emit('request', request('POST', '/api/orders'), {} as ServerResponse);
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
    server.emit('request', gone, {} as ServerResponse);
    server.emit('request', request('GET', '/stays'), {} as ServerResponse);
    (gone as { destroyed: boolean }).destroyed = true;
    await turn();
    expect(handled).toEqual(['GET /stays']);
  });

  it('leaves other events alone', () => {
    let closed = 0;
    server.on('close', () => closed++);
    server.emit('close');
    expect(closed).toBe(1);
  });
});
