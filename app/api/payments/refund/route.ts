import { rupeesToPaise } from '@/lib/domain/money';
import { paymentRefundSchema } from '@/lib/domain/validation/refund';
import { refundPayment, refundWire } from '@/lib/server/payments';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const admin = requireRole(await caller(), 'admin');
    const input = await readJsonAs(req, paymentRefundSchema);
    const refund = await refundPayment(
      admin,
      input.payment_id,
      input.refund_amount ? rupeesToPaise(input.refund_amount) : null,
      input.reason ?? null,
    );
    return ok(refundWire(refund), { message: englishNotice({ code: 'order_admin.refunded' }) });
  },
});
