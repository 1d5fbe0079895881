import 'server-only';
import { bearerToken } from '@/lib/server/accounts';
import { unauthorized } from '@/lib/server/errors';
import { env } from '@/lib/server/platform';
import { safeEqual } from '@/lib/crypto';

/** The scheduler's and the jobs' calls to /api/cron/*: `Authorization: Bearer $CRON_SECRET` (none set: refused). */
export function requireCronSecret(req: Request): void {
  const secret = env().CRON_SECRET;
  if (!secret || !safeEqual(bearerToken(req), secret)) throw unauthorized('Invalid cron secret.');
}
