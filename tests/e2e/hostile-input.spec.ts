import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { start, stop, waitForUrl } from '../bench/processes';
import { readOnlyCopy, removeCopy, startServer, writableTmp } from './deployment-support';

// Hostile input through the real servers, where the in-process
// fuzz suite (tests/api/fuzz.test.ts) cannot look: Next's own routing, parameter decoding and HTTP parsing
// run before our code. Malformed and overlong percent-encodings in every dynamic segment of app/ (pages and
// /api, enumerated from the folders), odd methods, odd request targets, bad pictures for the image optimizer,
// cross-site server actions, oversized headers and bodies. Never a 5xx; /api answers its 4xx in the JSON
// envelope; a page path that cannot be decoded answers the 404 page (or a 400); no redirect leaves the site.
// Both ways README runs the one build: `npm start` (front/server.mjs, the browser tests' server) and the
// standalone output's own server.js (started here from a read-only copy, as tests/e2e/deployment.spec.ts does).
// The standalone build holds everything the plain `npm run build` does (.next/standalone is added beside it),
// so the suite's one build serves both and no second build is needed.

type Probe = { method: string; path: string; headers?: Record<string, string>; body?: Buffer; kind: string };
type Answer = { status: number | 'closed'; type: string; body: string; location: string; server: string };

/** Route templates from app/: route groups dropped, private folders skipped; '[x]' marks a dynamic segment. */
function routes(dir = 'app', at: string[] = []): string[][] {
  const found: string[][] = [];
  const entries = readdirSync(dir);
  if (entries.some((e) => /^(page\.tsx|route\.ts)$/.test(e))) found.push(at);
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory() || entry.startsWith('_') || entry.startsWith('@')) continue;
    found.push(...routes(full, /^\(.*\)$/.test(entry) ? at : [...at, entry]));
  }
  return found;
}

const isDynamic = (segment: string) => segment.startsWith('[');
const fill = (template: string[], value: (i: number) => string) => '/' + template.map((s, i) => (isDynamic(s) ? value(i) : s)).join('/');

/** Percent-encodings that cannot be decoded: invalid hex, cut sequences, overlong and surrogate UTF-8. */
const MALFORMED = [
  '%',
  '%%',
  '%f',
  '%ff',
  '%FF',
  '%g1',
  '%E2%82',
  '%E2%82%',
  '%C0%AE',
  '%C0%AF',
  '%C1%9C',
  '%E0%80%AE',
  '%F0%80%80%AE',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FE%FF',
  '%80',
  '1%ff',
  '%ff1',
  '..%C0%AF..%C0%AF',
  '%uFFFF',
  `${'%C0%AE'.repeat(300)}`,
];
/** Decodable but odd: must still be ordinary 4xx answers (or the page they name). */
const ODD = [
  '%25ff',
  '%2e%2e%2f',
  '%00',
  '%0d%0aX-Injected:%201',
  `${'%E2%82%AC'.repeat(400)}`,
  'a'.repeat(3000),
  '-1',
  '1e9',
  '99999999999999999999',
];
const METHODS = ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'PURGE', 'LINK', 'FOO', 'M-SEARCH'];

function probes(): Probe[] {
  const templates = routes();
  const out: Probe[] = [];
  for (const t of templates.filter((t) => t.some(isDynamic))) {
    const positions = t.flatMap((s, i) => (isDynamic(s) ? [i] : []));
    for (const at of positions)
      for (const [kind, payloads] of [
        ['malformed', MALFORMED],
        ['odd', ODD],
      ] as const)
        for (const p of payloads) out.push({ method: 'GET', path: fill(t, (i) => (i === at ? p : '1')), kind });
  }
  const concrete = templates.map((t) => fill(t, () => '1'));
  for (const p of concrete) {
    for (const bad of ['%ff', '%E2%82', '%']) {
      out.push({ method: 'GET', path: `${p === '/' ? '' : p}${bad}`, kind: 'malformed' });
      out.push({ method: 'GET', path: `${p === '/' ? '' : p}/${bad}`, kind: 'malformed' });
    }
    out.push({ method: 'POST', path: `${p === '/' ? '' : p}/%C0%AE`, kind: 'malformed' });
    for (const method of METHODS) out.push({ method, path: p, kind: 'method' });
  }
  // Under Node's 16 KiB header limit (these reach Next and our code), and over it (Node answers 431 itself).
  const big = 'x'.repeat(6_000);
  for (const p of concrete.filter((p) => p.startsWith('/api/')).concat(['/', '/shop', '/about', '/cart'])) {
    out.push({
      method: 'GET',
      path: p,
      headers: { Cookie: `authjs.session-token=${big}; __Secure-authjs.session-token=${big}` },
      kind: 'headers',
    });
    out.push({
      method: 'GET',
      path: p,
      headers: { Authorization: `Bearer ${big}${big}`, 'X-Forwarded-For': `${'1.2.3.4, '.repeat(400)}` },
      kind: 'headers',
    });
    out.push({ method: 'GET', path: p, headers: { 'X-Padding': 'y'.repeat(40_000) }, kind: 'headers' });
    out.push({ method: 'GET', path: `${p}?${'q=%ff&'.repeat(3000)}`, kind: 'headers' });
  }
  // Local pictures the image optimizer cannot fetch from this server: 400, not its 500.
  // Local pictures the image optimizer cannot fetch from this server (the query as sent, not encoded again:
  // `url=/images/%25` names `/images/%`): 400, not its 500.
  for (const url of ['/images/%25', '/images/.', '/images/..', '/images/%2e', '/api/files/%25ff', '/api/files/%25', '/images/a/../b.webp'])
    out.push({ method: 'GET', path: `/_next/image?url=${url}&w=640&q=75`, kind: 'image' });
  // Request targets other than a path: the server-wide OPTIONS, and absolute-form targets naming another host.
  out.push({ method: 'OPTIONS', path: '*', kind: 'target' });
  for (const p of ['/about', '/en/about', '/shop/product/1', '/hi'])
    out.push({ method: 'GET', path: `http://evil.example${p}`, kind: 'target' });
  // Redirects of our own (sign-in for the invoice link, the back-office gate) with a client's Host and
  // forwarded headers: built from APP_URL, never from these (checked with every answer below).
  const spoofed = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
  for (const p of ['/profile/orders/1/invoice', '/hi/profile/orders/1/invoice', '/admin', '/manager/orders'])
    out.push({ method: 'GET', path: p, headers: spoofed, kind: 'redirect' });
  // A server action posted from another site (Next checks Origin against Host).
  for (const p of ['/', '/cart', '/checkout', '/contact'])
    out.push({
      method: 'POST',
      path: p,
      headers: { 'Next-Action': 'f'.repeat(42), Origin: 'https://evil.example', 'Content-Type': 'text/plain;charset=UTF-8' },
      body: Buffer.from('[]'),
      kind: 'action',
    });
  const json = Buffer.from(JSON.stringify({ name: 'x'.repeat(1_200_000) }));
  const multipart = Buffer.alloc(1_200_000, 'z');
  for (const p of concrete.filter((p) => p.startsWith('/api/'))) {
    out.push({ method: 'POST', path: p, headers: { 'Content-Type': 'application/json' }, body: json, kind: 'body' });
    out.push({ method: 'POST', path: p, headers: { 'Content-Type': 'multipart/form-data; boundary=nope' }, body: multipart, kind: 'body' });
    out.push({ method: 'PUT', path: p, headers: { 'Content-Type': 'application/json', 'Content-Length': '99999999999' }, kind: 'body' });
  }
  return out;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function send(base: URL, probe: Probe): Promise<Answer> {
  return new Promise((resolve) => {
    let answered = false;
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: probe.method,
        path: probe.path,
        // Oversized requests may be answered before their body is read: their connection is not reused.
        headers: {
          Accept: 'text/html,application/json',
          ...(probe.kind === 'body' || probe.kind === 'headers' ? { Connection: 'close' } : {}),
          ...probe.headers,
        },
        agent,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString(),
            location: String(res.headers.location ?? ''),
            server: String(res.headers.server ?? ''),
          }),
        );
        res.on('error', () => resolve({ status: 'closed', type: '', body: '', location: '', server: '' }));
        // An answer cut off before its end (a promise settles once: after 'end' this changes nothing).
        res.on('close', () => resolve({ status: 'closed', type: '', body: '', location: '', server: '' }));
      },
    );
    // Node's HTTP parser refuses what it cannot parse (unknown methods, oversized headers) by closing after
    // its own 4xx, or with no answer at all for CONNECT: the request never reaches Next.
    req.on('error', () => resolve({ status: 'closed', type: '', body: '', location: '', server: '' }));
    // Node's client takes any answer to CONNECT as a tunnel ('connect', never 'response'): nginx answers it 405.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({
        status: res.statusCode ?? 0,
        type: String(res.headers['content-type'] ?? ''),
        body: '',
        location: '',
        server: String(res.headers.server ?? ''),
      });
    });
    // Whatever else ends the request before an answer began.
    req.on('close', () => {
      if (!answered) resolve({ status: 'closed', type: '', body: '', location: '', server: '' });
    });
    req.setTimeout(30_000, () => req.destroy());
    if (probe.body && !probe.headers?.['Content-Length']) req.end(probe.body);
    else req.end();
  });
}

const decodable = (p: string) =>
  p
    .split('?')[0]
    .split('/')
    .every((s) => {
      try {
        decodeURIComponent(s);
        return true;
      } catch {
        return false;
      }
    });
/**
 * Whether an absolute redirect stays on the site under test. Next writes a redirect to a loopback address
 * (APP_URL here is http://127.0.0.1:port) with the name localhost: the same machine and port.
 */
function onSite(location: string, base: URL): boolean {
  const url = new URL(location);
  const loopback = (host: string) => host === 'localhost' || host === '127.0.0.1';
  return (
    url.protocol === base.protocol &&
    url.port === base.port &&
    (url.hostname === base.hostname || (loopback(url.hostname) && loopback(base.hostname)))
  );
}

/** Node's parser answers these itself, before Next: no body to put an envelope in. */
const PARSER_STATUSES = new Set([400, 413, 414, 431]);

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The standalone output's server.js from a read-only copy, on its own embedded database or the run's PostgreSQL.
 * `appUrl` is where its visitors reach it (the proxy in front, when there is one).
 */
async function startStandalone(
  port: number,
  appUrl = `http://127.0.0.1:${port}`,
  env: Record<string, string> = {},
): Promise<{ url: string; log: string[]; done: () => Promise<void> }> {
  const copy = readOnlyCopy('standalone');
  const tmp = writableTmp();
  const data = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'hostile-pglite-'));
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child: ChildProcess = startServer(
    'standalone',
    copy.appDir,
    port,
    {
      PATH: process.env.PATH,
      TMPDIR: tmp,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      APP_URL: appUrl,
      ...env,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PAN_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
      PAYMENT_SANDBOX: '1',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DATA_DIR: path.join(tmp, 'pglite') }),
    },
    (line) => log.push(line),
  );
  const done = async () => {
    await stop(child);
    removeCopy(copy.dir);
    rmSync(tmp, { recursive: true, force: true });
    if (data) rmSync(data, { recursive: true, force: true });
  };
  // Waits for the server to answer its health check (it migrates the database first).
  for (let waited = 0; ; waited += 500) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, log, done };
    if (child.exitCode !== null || waited > 110_000) {
      await done();
      throw new Error(`standalone server did not start:\n${log.join('').slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * nginx in front of a standalone server, with the site configuration README ships
 * (deploy/nginx/foundation-site.conf.template), on a free port and its own temporary folder.
 */
async function startNginx(port: number, upstreamPort: number): Promise<{ url: string; log: string[]; done: () => Promise<void> }> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginx) throw new Error('nginx is required for the standalone-behind-a-proxy stage (apt-get install nginx; .ci/run does)');
  const dir = writableTmp();
  const site = readFileSync('deploy/nginx/foundation-site.conf.template', 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${SERVER_NAME}', '127.0.0.1')
    .replaceAll('${UPSTREAM}', `127.0.0.1:${upstreamPort}`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${temp(t)}`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const log: string[] = [];
  const child = start(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { ...process.env }, (line) => log.push(line));
  const url = `http://127.0.0.1:${port}`;
  const done = async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/api/health`, 30_000);
  } catch (error) {
    await done();
    throw new Error(`nginx did not answer: ${String(error)}\n${log.join('').slice(-2000)}`);
  }
  return { url, log, done };
}

const HOSTINGS = ['npm start', 'standalone', 'standalone behind nginx'] as const;
type Hosting = (typeof HOSTINGS)[number];

for (const hosting of HOSTINGS)
  test(`hostile input through the production server (${hosting}): never a 5xx, /api 4xx in the JSON envelope, bad page paths the 404 page`, async ({
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const servers: { url: string; log: string[]; done: () => Promise<void> }[] = [];
    try {
      if (hosting !== 'npm start') {
        const port = await freePort();
        if (hosting === 'standalone') servers.push(await startStandalone(port));
        else {
          // The proxy's port is known before the site starts, so APP_URL can name it.
          const proxyPort = await freePort();
          servers.push(await startStandalone(port, `http://127.0.0.1:${proxyPort}`, { TRUSTED_PROXY_HOPS: '1' }));
          servers.push(await startNginx(proxyPort, port));
        }
      }
      await probeServer(new URL(servers.at(-1)?.url ?? baseURL!), probesFor(hosting), hosting);
    } finally {
      // What the servers said (their errors, when a probe found a 5xx), beside the test's report.
      for (const [i, server] of servers.entries()) await test.info().attach(`server log ${i + 1}`, { body: server.log.join('') });
      for (const server of servers.reverse()) await server.done();
    }
  });

/**
 * What each server is sent. Next's own standalone server answers unknown methods (TRACE: a 500), `OPTIONS *`
 * (a 500) and absolute-form targets (a redirect to the named host) before proxy.ts or any code of ours runs;
 * `npm start` answers them in front/middleware.mjs, and a container has the reverse proxy that README
 * ("Deploying") puts in front of it, which sends Next only origin-form targets and the methods it takes: the
 * third stage sends everything through that proxy.
 */
const probesFor = (hosting: Hosting) => probes().filter((p) => hosting !== 'standalone' || (p.kind !== 'method' && p.kind !== 'target'));

async function probeServer(base: URL, all: Probe[], hosting: Hosting) {
  expect(all.length).toBeGreaterThanOrEqual(2000);
  const answers: Answer[] = new Array(all.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < all.length) {
        const i = next++;
        answers[i] = await send(base, all[i]);
      }
    }),
  );

  const counts: Record<string, number> = {};
  const problems: string[] = [];
  all.forEach((probe, i) => {
    const { status, type, body } = answers[i];
    counts[String(status)] = (counts[String(status)] ?? 0) + 1;
    const what = `${probe.method} ${probe.path.slice(0, 120)} (${probe.kind}) -> ${status}`;
    if (status === 'closed') {
      if (probe.method !== 'CONNECT' && probe.kind !== 'headers' && probe.kind !== 'body') problems.push(`${what}: connection closed`);
      return;
    }
    if (status >= 500) return problems.push(`${what}: ${body.slice(0, 100)}`);
    const api = /^\/api(\/|$|\?)/.test(probe.path);
    // Node's parser, or nginx refusing a request it cannot parse (its own page; Next never sends `Server`).
    const fromParser = PARSER_STATUSES.has(status) && (!type || answers[i].server.startsWith('nginx'));
    // An answer to CONNECT reaches the client as a tunnel, its body unread (see send).
    const tunnel = probe.method === 'CONNECT';
    if (api && status >= 400 && !fromParser && !tunnel) {
      let envelope: { success?: unknown; message?: unknown } = {};
      try {
        envelope = JSON.parse(body);
      } catch {
        // not JSON: reported below
      }
      if (envelope.success !== false || typeof envelope.message !== 'string')
        problems.push(`${what}: not the JSON envelope: ${type} ${body.slice(0, 80)}`);
    }
    if (/^https?:\/\//.test(status >= 300 && status < 400 ? answers[i].location : '') && !onSite(answers[i].location, base))
      problems.push(`${what}: redirected off the site to ${answers[i].location}`);
    if (probe.kind === 'image' && status !== 400) problems.push(`${what}: expected 400`);
    // Behind nginx a Host naming another site reaches no site at all (421).
    const refusedHost = hosting === 'standalone behind nginx' && status === 421;
    if (probe.kind === 'redirect' && !refusedHost && !(status >= 300 && status < 400 && onSite(answers[i].location, base)))
      problems.push(`${what}: expected a redirect within ${base.origin}, got ${answers[i].location}`);
    if ((probe.kind === 'target' && probe.method === 'OPTIONS') || probe.kind === 'action')
      if (status < 400) problems.push(`${what}: expected a 4xx`);
    if (!api && !decodable(probe.path) && probe.kind === 'malformed' && probe.method === 'GET') {
      if (status !== 404 && status !== 400) problems.push(`${what}: expected the 404 page or 400`);
      else if (status === 404 && !body.includes('Page Not Found')) problems.push(`${what}: not the 404 page`);
    }
  });
  console.log(`[hostile-input] ${all.length} requests by status: ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: 'status counts', description: JSON.stringify(counts) });
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
}
