import { endpoint, idParam } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { creditNotePdf } from '@/lib/server/orders';
import { verifySignedUrl } from '@/lib/server/platform';

// A credit note's download_url (order answers' credit_notes): signed and short-lived, so it opens in a browser tab without a token.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, params, caller }) => {
    // Refused before the id is even parsed (a forged link learns nothing); the data layer checks it again.
    if (!verifySignedUrl(url)) throw fail('invoice.link_expired');
    const link = { exp: url.searchParams.get('exp'), sig: url.searchParams.get('sig') };
    const { bytes, filename } = await creditNotePdf(await caller(), idParam(params.id, 'invoice.not_found'), link);
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
