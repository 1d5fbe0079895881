import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { certificateConfirmSchema } from '@/lib/domain/validation/donations';
import { confirmCertificateUpload, discardCertificateUpload } from '@/lib/server/donations';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // Admin: confirm an uploaded certificate for its proposed donor or {donation_id} picked by hand; it is
  // attached to that donor's gifts of its year and mailed to them.
  POST: async (ctx) => {
    const { id } = parseOrRefuse(params, ctx.params);
    const input = await readJsonAs(ctx.req, certificateConfirmSchema);
    return ok(await confirmCertificateUpload(await ctx.caller(), id, input.donation_id), {
      message: englishNotice({ code: 'certificate.confirmed' }),
    });
  },
  // Admin: discard an uploaded certificate (kept as a record, never mailed).
  DELETE: async (ctx) => {
    const { id } = parseOrRefuse(params, ctx.params);
    return ok(await discardCertificateUpload(await ctx.caller(), id), { message: englishNotice({ code: 'certificate.discarded' }) });
  },
});
