import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { certificateUploadFile } from '@/lib/server/donations';
import { endpoint, privateDocument } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';

const params = z.object({ id: idSchema() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // Admin: an uploaded certificate's PDF, to check a match before confirming it.
  GET: async (ctx) => privateDocument(await certificateUploadFile(await ctx.caller(), parseOrRefuse(params, ctx.params).id)),
});
