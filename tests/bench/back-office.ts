// npm run bench:backoffice — the back-office at demo size and with years of data, in one run: a fresh
// PostgreSQL database (migrated, demo seed) is timed, then loaded with LOAD_ORDERS orders (default 200,000)
// and LOAD_DONATIONS donations (default 100,000) by tests/support/load-data.ts, and timed again. Each
// operation calls the data layer as its page or route does (median of BENCH_RUNS, default 5; caches off,
// as outside Next every cachedQuery reads through). Exports are read to the end; their memory is the peak
// growth of the process's resident set while one runs. Target: at most 2x the demo time, or under 200 ms; a
// whole export's time grows with its rows by nature: its first rows are the timed operation, its memory the
// target (at most 64 MB of growth).
//
// Environment: BENCH_DATABASE_SERVER (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_RUNS,
// LOAD_ORDERS, LOAD_DONATIONS. The database is dropped at the end (BENCH_KEEP_DATABASE=1 keeps it).
// BENCH_LOADED_DATABASE=<url> times only an already loaded database (npm run db:load-data), without the
// demo-size pass: quicker when the same data is measured again after a change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { closeDb, getDb } from '@/db';
import { resetEnvCache } from '@/lib/server/platform';
import { loadBackOfficeData } from '@/tests/support/load-data';
import { createTestDatabase, dropTestDatabase } from '@/tests/support/test-database';
import { backOfficeOperations, type Operation } from './back-office-operations';

const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 5);

type Timing = { ms: number; rssMb: number | null };
/** A whole export may grow the process by this much at most, however many rows it has. */
const WHOLE_EXPORT_MAX_RSS_MB = 64;

async function time(op: Operation): Promise<Timing> {
  const samples: number[] = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const start = performance.now();
    await op.run();
    samples.push(performance.now() - start);
    clearInterval(sampler);
    rss = Math.max(rss, Math.max(peak, process.memoryUsage().rss) - before);
  }
  samples.sort((a, b) => a - b);
  return { ms: Math.round(samples[Math.floor(samples.length / 2)] * 10) / 10, rssMb: op.memory ? Math.round(rss / 1048576) : null };
}

async function measureAll(ops: Operation[]): Promise<Map<string, Timing>> {
  const out = new Map<string, Timing>();
  for (const op of ops) {
    await op.run(); // warm-up: plans, pool, module loading
    out.set(op.name, await time(op));
  }
  return out;
}

async function timeLoaded(url: string) {
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = '0';
  resetEnvCache();
  await getDb();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const timings = await measureAll(await backOfficeOperations(sql).list());
    for (const [name, t] of timings) console.log(`| ${name} | ${t.ms} ms |${t.rssMb === null ? '' : ` +${t.rssMb} MB |`}`);
  } finally {
    await sql.end({ timeout: 5 });
    await closeDb();
  }
}

async function main() {
  const loaded = process.env.BENCH_LOADED_DATABASE;
  if (loaded) return timeLoaded(loaded);
  const url = await createTestDatabase(server, 'bench_backoffice');
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = '1';
  resetEnvCache();
  await getDb(); // migrations and the demo seed
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const ops = backOfficeOperations(sql);
    console.log(`[bench] back-office at demo size (${runs} runs each) ...`);
    const demo = await measureAll(await ops.list());
    const orders = Number(process.env.LOAD_ORDERS ?? 200_000);
    const gifts = Number(process.env.LOAD_DONATIONS ?? 100_000);
    console.log(`[bench] loading ${orders} orders and ${gifts} donations ...`);
    const report = await loadBackOfficeData((statement) => sql.unsafe(statement), { orders, donations: gifts });
    console.log(`[bench] loaded in ${(report.ms / 1000).toFixed(1)} s; timing again ...`);
    const big = await measureAll(await ops.list());
    const whole = new Set((await ops.list()).filter((op) => op.whole).map((op) => op.name));
    const rows = [...demo.keys()].map((name) => {
      const d = demo.get(name)!;
      const b = big.get(name)!;
      const ok = whole.has(name) ? (b.rssMb ?? 0) <= WHOLE_EXPORT_MAX_RSS_MB : b.ms <= Math.max(2 * d.ms, 200);
      return {
        name,
        demoMs: d.ms,
        bigMs: b.ms,
        ratio: Math.round((b.ms / Math.max(d.ms, 0.1)) * 10) / 10,
        demoRssMb: d.rssMb,
        bigRssMb: b.rssMb,
        ok,
      };
    });
    const head = ['operation', 'demo ms', `${orders / 1000}k ms`, 'ratio', 'RSS +MB (demo/big)', 'target'];
    const lines = rows.map((r) => [
      r.name,
      String(r.demoMs),
      String(r.bigMs),
      `${r.ratio}x`,
      r.bigRssMb === null ? '' : `${r.demoRssMb}/${r.bigRssMb}`,
      (r.ok ? 'ok' : 'MISSED') + (whole.has(r.name) ? ' (memory)' : ''),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(`\n${fmt(head)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${lines.map(fmt).join('\n')}\n`);
    const file = path.join(process.cwd(), 'tests/bench/back-office-results.json');
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), runs, orders, donations: gifts, loadMs: report.ms, rows }, null, 2)}\n`,
    );
    console.log(`[bench] saved ${path.relative(process.cwd(), file)}`);
  } finally {
    await sql.end({ timeout: 5 });
    await closeDb();
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`[bench] kept ${url}`);
    else await dropTestDatabase(server, url);
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
