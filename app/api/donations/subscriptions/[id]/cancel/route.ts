import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { cancelRecurringDonation } from '@/lib/server/donations';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });
const body = z.object({ sig: z.string().max(100).optional() });

// The donor cancels a recurring gift with the signed link from their receipt mail (sig in body or query).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async (ctx) => {
    const { id } = parseOrRefuse(params, ctx.params);
    const sig = (await readJsonAs(ctx.req, body)).sig ?? ctx.url.searchParams.get('sig');
    const result = await cancelRecurringDonation(await ctx.caller(), id, sig);
    const notice = result.alreadyCancelled ? 'subscription.already_cancelled' : 'subscription.cancelled';
    return ok({ id, status: 'cancelled' }, { message: englishNotice({ code: notice }) });
  },
});
