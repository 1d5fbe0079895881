import { endpoint, forbidden, idParam } from '@/lib/server/http';
import { invoicePdf } from '@/lib/server/orders';
import { verifySignedUrl } from '@/lib/server/platform';

// The URL handed out as download_url: signed and short-lived, so it opens in a browser tab without a token.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, params }) => {
    if (!verifySignedUrl(url)) throw forbidden('This invoice link has expired. Please download the invoice again.');
    const { bytes, filename } = await invoicePdf(idParam(params.id, 'Invoice'));
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
