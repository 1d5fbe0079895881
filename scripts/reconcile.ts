// Settles payments left pending and expires unpaid orders (the same tasks as /api/cron/reconcile).
// Never run it against the embedded database while the server runs (PGlite has no lock between processes).
import { closeDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { runReconciliation } from '@/lib/server/operations';

const results = await runReconciliation(systemCaller('reconcile-job'));
console.log(`[reconcile] ${JSON.stringify(results)}`);
await closeDb();
