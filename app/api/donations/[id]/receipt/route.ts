import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { receiptDownload } from '@/lib/server/donations';
import { endpoint, privateDocument } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';

const params = z.object({ id: idSchema() });

// The donor's receipt by signed link (in the mail and on the success message), or for an admin.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async (ctx) => {
    const { id } = parseOrRefuse(params, ctx.params);
    return privateDocument(await receiptDownload(await ctx.caller(), id, ctx.url.searchParams.get('sig')));
  },
});
