import { z } from 'zod';
import { certificateUploadSchema } from '@/lib/domain/validation/donations';
import { certificateDownload } from '@/lib/server/donations';
import { uploadDonationCertificate } from '@/lib/server/donations';
import { endpoint, ok, parseOr422, readJsonAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';

const params = z.object({ id: z.coerce.number().int().positive() });
// 5 MB of file is about 6.7 MB of base64, plus the JSON around it.
const BODY_LIMIT = 7 * 1024 * 1024;

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // The donor's Form 10BE certificate by signed link (or for an admin).
  GET: async (ctx) => {
    const { id } = parseOr422(params, ctx.params);
    return certificateDownload(id, ctx.url.searchParams.get('sig'), ctx.caller);
  },
  // Admin upload: JSON {certificate: data URL, filename, mimetype}; pdf or image by content; 5 MB.
  POST: async (ctx) => {
    const who = requireRole(await ctx.caller(), 'admin');
    const { id } = parseOr422(params, ctx.params);
    const input = await readJsonAs(ctx.req, certificateUploadSchema, BODY_LIMIT);
    return ok(await uploadDonationCertificate(who, id, input), { message: 'Certificate uploaded successfully' });
  },
});
