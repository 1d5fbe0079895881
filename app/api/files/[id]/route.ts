import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { endpoint } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';
import { readPublicFile } from '@/lib/server/files';

const params = z.object({ id: idSchema() });

// Public pictures only (products, photos, slides). Certificates, receipts and invoices are served by their
// own routes, which check who is asking.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async (ctx) => {
    const { id } = parseOrRefuse(params, ctx.params);
    const file = await readPublicFile(await ctx.caller(), id);
    if (!file) throw fail('file.not_found');
    return new Response(Buffer.from(file.data), {
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.size),
        // A stored file never changes (a new upload gets a new id).
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${file.sha256}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});
