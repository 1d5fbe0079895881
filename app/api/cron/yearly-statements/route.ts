import { endpoint, ok, type Handler } from '@/lib/server/http';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { mailYearlyStatements } from '@/lib/server/donations';
import { requireCronSecret } from '@/lib/server/operations';
import { englishNotice } from '@/lib/i18n/english';

// Daily in April (vercel.json): each donor of the year just ended gets their statement once. Vercel cron sends
// GET, other schedulers POST; both need Authorization: Bearer $CRON_SECRET.
const run: Handler = async ({ req }) => {
  requireCronSecret(req);
  return ok(await mailYearlyStatements(systemCaller('statements-job')), { message: englishNotice({ code: 'statements.finished' }) });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: run, POST: run });
