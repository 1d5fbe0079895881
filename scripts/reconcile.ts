// Settles payments left pending and expires unpaid orders (the same tasks as /api/cron/reconcile).
// Never run it against the embedded database while the server runs (PGlite has no lock between processes).
// What it changes is expired in the running app's cache too: it calls POST {APP_URL}/api/cron/expire with
// CRON_SECRET (lib/server/cache/deliver-expiry.ts), so set both where this runs.
import { closeDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { sendExpiriesToApp } from '@/lib/server/cache';
import { runReconciliation } from '@/lib/server/operations';

sendExpiriesToApp();
const results = await runReconciliation(systemCaller('reconcile-job'));
console.log(`[reconcile] ${JSON.stringify(results)}`);
await closeDb();
