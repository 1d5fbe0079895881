// Settles payments left pending, expires unpaid orders and sends queued mail: what /api/cron/reconcile does.
// Jobs run where the cache is: with CRON_SECRET set, this asks the running app at APP_URL to run it, so what it
// changes is expired in the app's cache. Without CRON_SECRET, or with `--here`, it runs in this process, for
// a database no server is using (never the embedded one while the server runs: PGlite has no lock between
// processes); a server that is running anyway shows the changes when its cached pages next expire.
import { closeDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { runReconciliation } from '@/lib/server/operations';
import { env, withJobId } from '@/lib/server/platform';

const { APP_URL, CRON_SECRET } = env();
const here = process.argv.includes('--here') || !CRON_SECRET;

if (here) {
  const results = await withJobId('reconcile', () => runReconciliation(systemCaller('reconcile-job')));
  console.log(`[reconcile] ${JSON.stringify(results)}`);
  await closeDb();
} else {
  const url = new URL('/api/cron/reconcile', APP_URL);
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${CRON_SECRET}` },
    signal: AbortSignal.timeout(120_000),
  }).catch((error: unknown) => {
    console.error(`[reconcile] the app at ${url.origin} did not answer (${String(error)}); run with --here to reconcile from this process`);
    process.exit(1);
  });
  const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
  if (!res.ok || !body) {
    console.error(`[reconcile] ${url} answered ${res.status}`);
    process.exit(1);
  }
  console.log(`[reconcile] ${JSON.stringify(body.data)}`);
}
