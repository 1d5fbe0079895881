import { endpoint, ok, type Handler } from '@/lib/server/http';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { requireCronSecret, runReconciliation } from '@/lib/server/operations';

// Schedulers differ: Vercel cron sends GET, others POST; both need Authorization: Bearer $CRON_SECRET.
const run: Handler = async ({ req }) => {
  requireCronSecret(req);
  return ok(await runReconciliation(systemCaller('reconcile-job')), { message: 'Reconciliation finished' });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: run, POST: run });
