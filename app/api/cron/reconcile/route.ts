import { endpoint, ok, type Handler } from '@/lib/server/http';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { requireCronSecret, runReconciliation } from '@/lib/server/operations';
import { englishNotice } from '@/lib/i18n/english';

// Schedulers differ: Vercel cron sends GET, others POST; both need Authorization: Bearer $CRON_SECRET.
const run: Handler = async ({ req }) => {
  requireCronSecret(req);
  return ok(await runReconciliation(systemCaller('reconcile-job')), { message: englishNotice({ code: 'reconcile.finished' }) });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: run, POST: run });
