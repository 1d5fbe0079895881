import { endpoint, idParam, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { invoiceWire, issueInvoice } from '@/lib/server/orders';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    const wire = invoiceWire(await issueInvoice(user, idParam(params.id, 'order.not_found')));
    return ok(wire, { message: englishNotice({ code: 'invoice.ready' }), top: { download_url: wire.download_url } });
  },
});
