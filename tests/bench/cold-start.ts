// Cold start: from spawning a fresh server process to the first answer of one path, for `next start` and
// for the standalone server (.next/standalone laid out as README "Deploying" says). One fresh process per
// path, so the second path does not profit from the first one's warm-up.
import { performance } from 'node:perf_hooks';
import { readOnlyCopy, removeCopy, serverCommand, startIn, type Hosting } from '../e2e/deployment-support';
import { stop } from './processes';

export type ColdStart = { hosting: Hosting; path: string; ms: number; status: number };

const COLD_PATHS = ['/shop', '/api/products'];

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

/** Needs a standalone build (NEXT_OUTPUT=standalone) and a migrated, seeded database in env. */
export async function measureColdStarts(root: string, port: number, env: NodeJS.ProcessEnv): Promise<ColdStart[]> {
  const standalone = readOnlyCopy('standalone');
  const results: ColdStart[] = [];
  try {
    for (const hosting of ['next-start', 'standalone'] as Hosting[]) {
      for (const path of COLD_PATHS) {
        const appDir = hosting === 'next-start' ? root : standalone.appDir;
        const t0 = performance.now();
        const server = startIn(
          appDir,
          serverCommand(hosting, appDir, port),
          { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
          () => {},
        );
        try {
          const status = await firstAnswer(`http://127.0.0.1:${port}${path}`, 120_000);
          results.push({ hosting, path, ms: Math.round(performance.now() - t0), status });
        } finally {
          await stop(server);
        }
      }
    }
  } finally {
    removeCopy(standalone.dir);
  }
  return results;
}
