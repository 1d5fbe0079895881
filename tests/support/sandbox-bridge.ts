// A real HTTP server in front of the sandbox's route handlers (app/sandbox/...), so the Easebuzz client
// talks to the sandbox over the network exactly as it talks to Easebuzz. Point EASEBUZZ_PAY_URL and
// EASEBUZZ_DASHBOARD_URL at it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '@/lib/server/platform';

type Mod = Record<string, (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>;

const ROUTES: { pattern: RegExp; file: string; param?: string }[] = [
  { pattern: /^\/sandbox\/easebuzz\/payment\/initiateLink$/, file: 'payment/initiateLink' },
  { pattern: /^\/sandbox\/easebuzz\/pay\/([^/]+)$/, file: 'pay/[accessKey]', param: 'accessKey' },
  { pattern: /^\/sandbox\/easebuzz\/transaction\/v2\.1\/retrieve$/, file: 'transaction/v2.1/retrieve' },
  { pattern: /^\/sandbox\/easebuzz\/transaction\/v2\/refund$/, file: 'transaction/v2/refund' },
  { pattern: /^\/sandbox\/easebuzz\/refund\/v1\/retrieve$/, file: 'refund/v1/retrieve' },
];

export async function startSandboxBridge(): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = ROUTES.map((r) => ({ r, m: r.pattern.exec(url.pathname) })).find((x) => x.m);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const mod = (await import(path.join(process.cwd(), 'app/sandbox/easebuzz', route.r.file, 'route.ts'))) as Mod;
    const handler = mod[req.method ?? 'GET'];
    const params = route.r.param ? { [route.r.param]: decodeURIComponent(route.m![1]) } : {};
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
    });
    const response = await handler(request, { params: Promise.resolve(params) });
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/sandbox/easebuzz/`, close: () => new Promise((r) => server.close(() => r())) };
}

/** The hidden fields and action of the auto-posting form the sandbox answers after Pay / Fail / Cancel. */
export function parseAutoPost(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
  const action = unescape(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(m[1])] = unescape(m[2]);
  return { action, fields };
}

/**
 * For one test file: the Easebuzz sandbox behind a bridge the whole file shares, with the gateway's pay and
 * dashboard addresses pointed at it, a cron secret, and the sandbox switch left to the code's own rules.
 */
export function sandboxBridgeForFile(): { readonly base: string } {
  let bridge: Awaited<ReturnType<typeof startSandboxBridge>> | undefined;
  beforeAll(async () => {
    bridge = await startSandboxBridge();
    process.env.EASEBUZZ_PAY_URL = bridge.base;
    process.env.EASEBUZZ_DASHBOARD_URL = bridge.base;
    process.env.CRON_SECRET = 'cron-secret-for-tests-0123456789';
    delete process.env.PAYMENT_SANDBOX;
    resetEnvCache();
  });
  afterAll(async () => bridge?.close());
  return {
    get base() {
      if (!bridge) throw new Error('the sandbox bridge starts in beforeAll');
      return bridge.base;
    },
  };
}
