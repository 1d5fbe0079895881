import { z } from '@/lib/domain/zod';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { paymentStatus, settleEasebuzz } from '@/lib/server/payments';
import { endpoint, ok, readJsonObject } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

const byTxnid = z.object({ txnid: z.string().trim().min(1).max(64) });

// With the gateway's signed result fields: verified and settled like a callback. With only a txnid: the
// gateway's retrieve API is asked.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = await readJsonObject(req);
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? '' : String(v)]));
    if (fields.hash && fields.status) {
      // The fields carry the gateway's signature: settled exactly as the gateway's own callback would be.
      const s = await settleEasebuzz(systemCaller('easebuzz-callback'), fields, 'callback');
      if (s.outcome === 'rejected') throw fail('payment.unverified');
    }
    const { txnid } = parseOrRefuse(byTxnid, body);
    const payment = await paymentStatus(await caller(), { txnid });
    const paid = payment.status === 'paid';
    const message = englishNotice(paid ? { code: 'payment.verified' } : { code: 'payment.status_is', params: { status: payment.status } });
    return ok(payment, { message });
  },
});
