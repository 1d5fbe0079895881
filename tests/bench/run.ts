// npm run bench: builds and starts the production server on the seeded database (PostgreSQL when
// DATABASE_URL is set, else a fresh embedded PGlite), drives each target with autocannon at several
// concurrencies, and compares it with a bare node:http server sending a pre-built body of the same size.
// The tracked figure is the ratio of requests per second (ours / bare): absolute numbers drift by machine.
//
// Environment: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default "1,8,32"),
// BENCH_PORT (default 3403), BENCH_SKIP_BUILD=1 to reuse .next, BENCH_BARE=0 to skip the bare-server runs,
// BENCH_ROWS (default "targets,sale": the targets below, and the sale row of sale.ts),
// BENCH_COLD_ONLY=1 to measure only the cold starts (cold-start.ts, BENCH_COLD_RUNS starts each), which every
// run measures at the end; alone, they replace only the coldStarts of tests/bench/results.json.
// Each target is also reported as a share of its floor (targets.ts) at the same concurrency, same run.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureColdStarts } from './cold-start';
import { firstLoadJs } from './first-load-js';
import { saleRow, type SaleResult } from './sale';
import { start, stop, treeCpuMs, waitForUrl, withPeakMemory } from './processes';
import { TARGETS } from './targets';
import { startAppServer } from '../support/app-instances';

const root = process.cwd();
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '1,8,32').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 3403);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const quiet = (line: string) => {
  if (/error|warn/i.test(line)) process.stderr.write(`[server] ${line}`);
};

type Run = { rps: number; p50: number; p99: number; errors: number; bytes: number };
type Row = {
  target: string;
  path: string;
  connections: number;
  ours: Run & { peakRssMb: number; cpuMsPerRequest: number };
  bare: Run | null;
  ratio: number | null;
  /** Its floor's req/s, measured just before it. */
  floorRps: number;
  floorShare: number | null;
};
const withBare = process.env.BENCH_BARE !== '0';
const benchRows = new Set((process.env.BENCH_ROWS ?? 'targets,sale').split(','));

async function drive(url: string, connections: number, seconds: number, headers?: Record<string, string>): Promise<Run> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, ...(headers ? { headers } : {}) });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}

async function bareRun(size: number, type: string, connections: number): Promise<Run> {
  const bare = start(
    process.execPath,
    [path.join(root, 'tests/bench/bare-server.mjs')],
    { ...process.env, BARE_PORT: String(barePort), BARE_SIZE: String(size), BARE_TYPE: type },
    () => {},
  );
  try {
    await waitForUrl(`http://127.0.0.1:${barePort}/`, 10_000);
    await drive(`http://127.0.0.1:${barePort}/`, connections, 1); // warm-up
    return await drive(`http://127.0.0.1:${barePort}/`, connections, duration);
  } finally {
    await stop(bare);
  }
}

const coldOnly = process.env.BENCH_COLD_ONLY === '1';

async function main() {
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('[bench] npm run build ...');
    // With the standalone output too: the cold starts (below) start both kinds of server.
    execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'], cwd: root, env: { ...process.env, NEXT_OUTPUT: 'standalone' } });
  }
  const tmp = path.join(root, 'tests/bench/.tmp');
  mkdirSync(tmp, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', APP_URL: base, SEED_DEMO: '1', NEXT_TELEMETRY_DISABLED: '1' };
  if (database === 'postgresql') env.PAYMENT_SANDBOX ??= '1'; // production on PostgreSQL has no automatic sandbox
  if (database === 'postgresql') env.PAN_ENCRYPTION_KEY ??= randomBytes(32).toString('base64url'); // nor starts without a PAN key
  if (database === 'pglite') env.PGLITE_DATA_DIR = path.join(mkdtempSync(path.join(tmp, 'pg-')), 'data');
  const server = startAppServer(port, env, quiet);
  const rows: Row[] = [];
  let sale: SaleResult | null = null;
  const pages: Awaited<ReturnType<typeof firstLoadJs>>[] = [];
  try {
    await waitForUrl(`${base}/api/health`, 180_000);
    const list = (await (await fetch(`${base}/api/products?status=active&per_page=1`)).json()) as { data: { data: { id: number }[] } };
    const productId = list.data.data[0]?.id;
    if (!productId) throw new Error('no active product: is the database seeded (SEED_DEMO=1)?');
    console.log(
      `[bench] ${database}, ${os.cpus().length} cpus, ${duration}s per run, connections ${connectionsList.join('/')}, product ${productId}`,
    );

    // Alone, the cold starts need only the migrated, seeded database this server leaves behind.
    if (!coldOnly) {
      for (const p of ['/shop', `/shop/product/${productId}`]) pages.push(await firstLoadJs(base, p));
      // Hindi: its own code on top of the Hindi empty page, and the whole against the English page.
      for (const p of ['/hi/shop', `/hi/shop/product/${productId}`]) pages.push(await firstLoadJs(base, p, '/hi/privacy-policy'));
      for (const p of pages)
        console.log(
          `[bench] first-load JS ${p.path}: ${p.chunks} chunks, ${p.rawKb} kB raw, ${p.gzipKb} kB gzip (${p.ownGzipKb} kB gzip its own)`,
        );

      for (const target of benchRows.has('targets') ? TARGETS : []) {
        const p = target.path({ productId });
        const sample = await fetch(`${base}${p}`);
        const body = Buffer.from(await sample.arrayBuffer());
        if (!sample.ok) throw new Error(`${p} answered ${sample.status}`);
        const type = sample.headers.get('content-type') ?? 'text/plain';
        const { headers } = target;
        await drive(`${base}${p}`, 8, 2, headers); // warm-up: JIT, caches, pool
        const floorTarget = TARGETS.find((t) => t.isFloor && t.floor === target.floor);
        for (const connections of connectionsList) {
          // Its floor again, right before the target at the same concurrency: the server's heap and JIT change
          // over a run (V8 grows the heap lazily; a 6 s run of the API adds ~150 MB), so a floor measured
          // minutes earlier on a fresh process would flatter the floor, not the target.
          const floorRun =
            target.isFloor || !floorTarget
              ? null
              : await drive(`${base}${floorTarget.path({ productId })}`, connections, duration, headers);
          const cpuBefore = treeCpuMs(server.pid!);
          const { result, peak } = await withPeakMemory(server.pid!, () => drive(`${base}${p}`, connections, duration, headers));
          const cpuMsPerRequest = Math.round(((treeCpuMs(server.pid!) - cpuBefore) / Math.max(result.rps * duration, 1)) * 100) / 100;
          // The bare server sends the body as fetched (uncompressed): no match for a compressed answer.
          const bare = withBare && !headers ? await bareRun(body.length, type, connections) : null;
          const row: Row = {
            target: target.name,
            path: p,
            connections,
            ours: { ...result, peakRssMb: Math.round(peak / 1048576), cpuMsPerRequest },
            bare,
            ratio: bare ? result.rps / Math.max(bare.rps, 1) : null,
            floorRps: floorRun ? floorRun.rps : result.rps,
            floorShare: floorRun ? result.rps / Math.max(floorRun.rps, 1) : 1,
          };
          rows.push(row);
          console.log(
            `  ${target.name} c=${connections}: ${result.rps} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ${cpuMsPerRequest} ms CPU/req), ${row.floorShare!.toFixed(2)} of its floor (${row.floorRps} req/s)${bare ? `, bare ${bare.rps} req/s` : ''}`,
          );
        }
      }
      printTable(rows);
      sale = benchRows.has('sale') ? await saleRow(base, { seconds: duration }) : null;
      if (sale) printSale(sale);
    }
  } finally {
    await stop(server);
  }
  // After the server above has stopped: the embedded database allows one process at a time. The machine's
  // load is recorded with them: on a shared 2-core machine a busy neighbour doubles a start.
  const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
  const coldStarts = await measureColdStarts(root, port, env);
  for (const c of coldStarts)
    console.log(
      `[bench] cold start ${c.hosting} ${c.path}: ${c.medianMs} ms to the first answer, median of ${c.runs} (${c.minMs}-${c.maxMs} ms)`,
    );
  const resultsFile = path.join(root, 'tests/bench/results.json');
  const cold = {
    date: new Date().toISOString(),
    database,
    cpus: os.cpus().length,
    loadAverage,
    node: process.version,
    results: coldStarts,
  };
  if (coldOnly) {
    // Only the cold starts were measured: the load figures of the last full run stay as they are.
    const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
    writeFileSync(resultsFile, `${JSON.stringify({ ...previous, coldStarts: cold }, null, 2)}\n`);
    console.log('[bench] saved the cold starts to tests/bench/results.json');
    return;
  }
  const out = {
    date: new Date().toISOString(),
    database,
    cpus: os.cpus().length,
    node: process.version,
    durationSeconds: duration,
    firstLoadJs: pages,
    rows,
    sale,
    coldStarts: cold,
  };
  writeFileSync(resultsFile, `${JSON.stringify(out, null, 2)}\n`);
  console.log('[bench] saved tests/bench/results.json');
}

function printTable(rows: Row[]) {
  const head = [
    'target',
    'conn',
    'req/s',
    'p50 ms',
    'p99 ms',
    'floor req/s',
    'share of floor',
    'errors',
    'CPU ms/req',
    'peak RSS MB',
    'bare req/s',
    'vs bare',
  ];
  const lines = rows.map((r) =>
    [
      r.target,
      r.connections,
      r.ours.rps,
      r.ours.p50,
      r.ours.p99,
      r.floorRps,
      r.floorShare === null ? '-' : r.floorShare.toFixed(2),
      r.ours.errors,
      r.ours.cpuMsPerRequest,
      r.ours.peakRssMb,
      r.bare ? r.bare.rps : '-',
      r.ratio === null ? '-' : `${(r.ratio * 100).toFixed(2)} %`,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${fmt(head)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${lines.map(fmt).join('\n')}\n`);
}

function printSale(sale: SaleResult) {
  const { quiet, busy, orders } = sale;
  console.log(`[bench] sale: ${sale.connections} connections browsing ${sale.paths.join(', ')}`);
  console.log('| sale | req/s | p50 ms | p99 ms | errors |\n| --- | --- | --- | --- | --- |');
  console.log(`| browsing alone | ${quiet.rps} | ${quiet.p50} | ${quiet.p99} | ${quiet.errors} |`);
  console.log(
    `| browsing while ${sale.ordersPerSecond} orders/s | ${busy.rps} (${sale.throughputShare.toFixed(2)}) | ${busy.p50} | ${busy.p99} (${sale.p99Ratio.toFixed(2)}×) | ${busy.errors} |`,
  );
  console.log(
    `[bench] sale orders: ${orders.placed} placed, ${orders.failed} failed, median ${orders.p50Ms} ms, worst ${orders.maxMs} ms (targets: share ≥ 0.8, p99 ≤ 2×, median < 300 ms)\n`,
  );
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
