// The daily purge (what /api/cron/purge does): unpaid donation attempts lose PAN, phone and address, delivered
// mails their attachments, after PURGE_ABANDONED_DONATION_DAYS / PURGE_MAIL_ATTACHMENT_DAYS. As `npm run
// reconcile`: with CRON_SECRET set it asks the app at APP_URL to run it; without, or with `--here`, it runs in
// this process (never against the embedded database while the server runs: PGlite has no lock between processes).
import { closeDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { runPurge } from '@/lib/server/operations';
import { env, withJobId } from '@/lib/server/platform';

const { APP_URL, CRON_SECRET } = env();
const here = process.argv.includes('--here') || !CRON_SECRET;

if (here) {
  const report = await withJobId('purge', () => runPurge(systemCaller('purge-job')));
  console.log(`[purge] ${JSON.stringify(report)}`);
  await closeDb();
} else {
  const url = new URL('/api/cron/purge', APP_URL);
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${CRON_SECRET}` },
    signal: AbortSignal.timeout(120_000),
  }).catch((error: unknown) => {
    console.error(`[purge] the app at ${url.origin} did not answer (${String(error)}); run with --here to purge from this process`);
    process.exit(1);
  });
  const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
  if (!res.ok || !body) {
    console.error(`[purge] ${url} answered ${res.status}`);
    process.exit(1);
  }
  console.log(`[purge] ${JSON.stringify(body.data)}`);
}
