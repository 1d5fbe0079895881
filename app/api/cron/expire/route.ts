import { endpoint, ok, readJsonAs, type Handler } from '@/lib/server/http';
import { expireInThisRequest } from '@/lib/server/cache';
import { requireCronSecret } from '@/lib/server/operations';
import { expireTagsBody } from '@/lib/domain/validation/cache-expiry';

// A job that ran in its own process (`npm run reconcile`) tells the running app which cache tags its writes
// expired (lib/server/cache/deliver-expiry.ts); with REDIS_URL this one call reaches every instance.
const expire: Handler = async ({ req }) => {
  requireCronSecret(req);
  const { tags } = await readJsonAs(req, expireTagsBody);
  await expireInThisRequest(tags);
  return ok({ expired: tags }, { message: 'Expired' });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ POST: expire });
