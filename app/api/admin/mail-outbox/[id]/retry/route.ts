import { z } from 'zod';
import { actorOf } from '@/lib/server/accounts';
import { retryOutboxMail } from '@/lib/server/backoffice';
import { endpoint, ok, parseOr422 } from '@/lib/server/http';

const params = z.object({ id: z.coerce.number().int().positive() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ params: p, caller, ip }) => {
    const actor = actorOf(await caller(), ip, 'admin');
    return ok(await retryOutboxMail(parseOr422(params, p).id, actor), { message: 'Mail queued for another attempt' });
  },
});
