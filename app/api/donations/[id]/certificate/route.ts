import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { certificateUploadSchema } from '@/lib/domain/validation/donations';
import { certificateDownload } from '@/lib/server/donations';
import { decodeCertificate, uploadDonationCertificate } from '@/lib/server/donations';
import { endpoint, ok, privateDocument, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });
// 5 MB of file is about 6.7 MB of base64, plus the JSON around it.
const BODY_LIMIT = 7 * 1024 * 1024;

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // The donor's Form 10BE certificate by signed link (or for an admin).
  GET: async (ctx) => {
    const { id } = parseOrRefuse(params, ctx.params);
    return privateDocument(await certificateDownload(await ctx.caller(), id, ctx.url.searchParams.get('sig')));
  },
  // Admin upload: JSON {certificate: data URL, filename, mimetype}; pdf or image by content; 5 MB.
  POST: async (ctx) => {
    const who = requireRole(await ctx.caller(), 'admin');
    const { id } = parseOrRefuse(params, ctx.params);
    const input = await readJsonAs(ctx.req, certificateUploadSchema, BODY_LIMIT);
    const file = { ...decodeCertificate(input.certificate), filename: input.filename };
    return ok(await uploadDonationCertificate(who, id, file), { message: englishNotice({ code: 'certificate.uploaded' }) });
  },
});
