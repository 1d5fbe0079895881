import { endpoint, idParam, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { invoiceWire, issueInvoice } from '@/lib/server/orders';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(invoiceWire(await issueInvoice(user, idParam(params.id, 'order.not_found'))), {
      message: englishNotice({ code: 'order_admin.invoice_generated' }),
    });
  },
});
