import { rupeesToPaise } from '@/lib/domain/money';
import { orderRefundSchema } from '@/lib/domain/validation/refund';
import { refundOrder, refundWire } from '@/lib/server/payments';
import { endpoint, idParam, ok, readJsonAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, params, caller }) => {
    const admin = requireRole(await caller(), 'admin');
    const input = await readJsonAs(req, orderRefundSchema);
    const reason = [input.reason, input.comments].filter(Boolean).join(' – ') || null;
    const refund = await refundOrder(
      admin,
      idParam(params.id, 'order.not_found'),
      input.refund_amount ? rupeesToPaise(input.refund_amount) : null,
      reason,
    );
    return ok(refundWire(refund), { message: englishNotice({ code: 'order_admin.refunded' }) });
  },
});
