import { endpoint, ok, type Handler } from '@/lib/server/http';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { requireCronSecret, runPurge } from '@/lib/server/operations';
import { englishNotice } from '@/lib/i18n/english';

// The daily purge (vercel.json, 03:00 IST). Vercel cron sends GET, others POST; both need Authorization: Bearer $CRON_SECRET.
const run: Handler = async ({ req }) => {
  requireCronSecret(req);
  return ok(await runPurge(systemCaller('purge-job')), { message: englishNotice({ code: 'purge.finished' }) });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: run, POST: run });
