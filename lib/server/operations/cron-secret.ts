import 'server-only';
import { bearerToken } from '@/lib/server/accounts';
import { fail } from '@/lib/domain/errors';
import { env } from '@/lib/server/platform';
import { safeEqual } from '@/lib/crypto';

/** The scheduler's and the jobs' calls to /api/cron/*: `Authorization: Bearer $CRON_SECRET` (none set: refused). */
export function requireCronSecret(req: Request): void {
  const secret = env().CRON_SECRET;
  if (!secret || !safeEqual(bearerToken(req), secret)) throw fail('cron.invalid_secret');
}
