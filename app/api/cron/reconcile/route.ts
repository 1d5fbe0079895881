import { endpoint, ok, type Handler } from '@/lib/server/http';
import { unauthorized } from '@/lib/server/errors';
import { bearerToken } from '@/lib/server/accounts';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { env } from '@/lib/server/platform';
import { safeEqual } from '@/lib/crypto';
import { runReconciliation } from '@/lib/server/operations';

function authorised(req: Request): boolean {
  const secret = env().CRON_SECRET;
  return !!secret && safeEqual(bearerToken(req), secret);
}

// Schedulers differ: Vercel cron sends GET, others POST; both need Authorization: Bearer $CRON_SECRET.
const run: Handler = async ({ req }) => {
  if (!authorised(req)) throw unauthorized('Invalid cron secret.');
  return ok(await runReconciliation(systemCaller('reconcile-job')), { message: 'Reconciliation finished' });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: run, POST: run });
