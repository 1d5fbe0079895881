import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';

/** POST /api/cron/expire: the cache tags a job outside the server expired (lib/server/cache/tags.ts names them). */
export const expireTagsBody = z.object({
  tags: z
    .array(z.string().regex(/^[a-z][a-z0-9:_-]{0,79}$/, issue('field.cache_tag')))
    .min(1)
    .max(500),
});
