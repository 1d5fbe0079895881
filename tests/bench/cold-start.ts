// Cold start: from spawning a fresh server process to the first answer of one path, for `npm start` and
// for the standalone server (.next/standalone laid out as README "Deploying" says). One fresh process per
// path and run, so the second path does not profit from the first one's warm-up; the figure is the median
// of BENCH_COLD_RUNS starts (default 5), taken in turns (npm start, standalone, npm start, …) so that a
// busy moment on the machine does not fall on one kind of server only.
import { performance } from 'node:perf_hooks';
import { readOnlyCopy, removeCopy, serverCommand, startIn, type Hosting } from '../e2e/deployment-support';
import { stop } from './processes';

export type ColdStart = { hosting: Hosting; path: string; runs: number; medianMs: number; minMs: number; maxMs: number; status: number };

const COLD_PATHS = ['/shop', '/api/products'];
const HOSTINGS: Hosting[] = ['npm-start', 'standalone'];

async function firstAnswer(url: string, timeoutMs: number): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    try {
      return (await fetch(url)).status;
    } catch {
      await new Promise((r) => setTimeout(r, 10)); // not listening yet
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

/** Needs a standalone build (NEXT_OUTPUT=standalone) and a migrated, seeded database in env. */
export async function measureColdStarts(root: string, port: number, env: NodeJS.ProcessEnv): Promise<ColdStart[]> {
  const runs = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 5));
  const standalone = readOnlyCopy('standalone');
  const times = new Map<string, number[]>();
  const statuses = new Map<string, number>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of COLD_PATHS) {
        for (const hosting of HOSTINGS) {
          const appDir = hosting === 'npm-start' ? root : standalone.appDir;
          const output: string[] = [];
          const t0 = performance.now();
          const server = startIn(
            appDir,
            serverCommand(hosting, appDir, port),
            { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
            (line) => output.push(line),
          );
          try {
            const status = await firstAnswer(`http://127.0.0.1:${port}${path}`, 120_000);
            const ms = Math.round(performance.now() - t0);
            if (status !== 200) throw new Error(`${hosting} ${path} answered ${status} on its first request:\n${output.join('')}`);
            const key = `${hosting} ${path}`;
            times.set(key, [...(times.get(key) ?? []), ms]);
            statuses.set(key, status);
          } finally {
            await stop(server);
          }
        }
      }
    }
  } finally {
    removeCopy(standalone.dir);
  }
  return HOSTINGS.flatMap((hosting) =>
    COLD_PATHS.map((path) => {
      const ms = times.get(`${hosting} ${path}`)!;
      return {
        hosting,
        path,
        runs: ms.length,
        medianMs: median(ms),
        minMs: Math.min(...ms),
        maxMs: Math.max(...ms),
        status: statuses.get(`${hosting} ${path}`)!,
      };
    }),
  );
}
