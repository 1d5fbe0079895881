// The production server `npm start` runs: Next's documented custom server (next() and its request handler)
// behind the middlewares in front/middleware.mjs: request targets in origin form, the socket's address for
// rate limits, 405 for methods Next cannot take, and reads taking turns so an order is not queued behind a crowd of page views.
// `npm start -- -p 3000 -H 127.0.0.1` as with `next start`; PORT and HOSTNAME work too.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { compose, originFormTargets, readsTakeTurns, recordPeerAddress, refuseUnknownMethods } from './middleware.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: true,
});
// Node runs this file itself: lib/config/env.ts (TypeScript) validates these variables too.
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const readsPerTurn = Number(process.env.READS_PER_TURN ?? 4);
// As `next start` does, before Next is loaded.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer(
  compose([originFormTargets(), recordPeerAddress(), refuseUnknownMethods(), readsTakeTurns(readsPerTurn)], handle),
);
// Idle keep-alive sockets stay open 65 s (Node's default is 5 s): a client reusing a socket just as the server
// closes it gets ECONNRESET, and clients and proxies commonly keep idle sockets for up to a minute. Headers must
// arrive within a little more than that.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// A port already taken (another instance) ends the process rather than leave it running without a socket.
server.once('error', (error) => {
  console.error(`[server] cannot listen on ${hostname ?? 'localhost'}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
