import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { requireAdmin } from '@/lib/server/accounts';
import { retryOutboxMail } from '@/lib/server/backoffice';
import { endpoint, ok } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ params: p, caller }) => {
    const actor = requireAdmin(await caller());
    return ok(await retryOutboxMail(actor, parseOrRefuse(params, p).id), { message: englishNotice({ code: 'mail.requeued' }) });
  },
});
