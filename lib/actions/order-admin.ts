'use server';
import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { rupeesToPaise } from '@/lib/domain/money';
import { recordId } from '@/lib/domain/validation/fields';
import { orderRefundSchema } from '@/lib/domain/validation/refund';
import { invoiceWire, issueInvoice } from '@/lib/server/orders';
import { deleteOrderByOffice, refundOrderFromBackOffice, updateOrderStatus } from '@/lib/server/order-status';
import { runAction } from './run-action';

// The back-office's order actions: thin calls into the orders module (status changes are recorded in the
// timeline, mailed to the buyer and audited there).

const statusChange = z.object({
  id: recordId,
  status: z.string().refine((s) => s in ORDER_STATUS_LABELS, { message: issue('field.selected_invalid', { label: 'status' }) }),
});

export async function setOrderStatusAction(id: number, status: string) {
  return runAction({
    roles: STAFF_ROLES,
    schema: statusChange,
    input: { id, status },
    fallback: 'order_admin.status_failed',
    refresh: true,
    // A refused status is said by its field's own refusal.
    refusalOf: (error) => error.fieldErrors?.status?.[0],
    run: async (caller, input) => {
      await updateOrderStatus(caller, input.id, input.status as OrderStatus, null);
      return { notice: { code: 'order_admin.status_updated' } };
    },
  });
}

/** "Delete" in the back-office is a cancel with the reason 'Deleted by admin'; never for an invoiced order. */
export async function deleteOrderAction(id: number) {
  return runAction({
    roles: STAFF_ROLES,
    schema: recordId,
    input: id,
    fallback: 'order_admin.delete_failed',
    refresh: true,
    run: async (caller, orderId) => {
      await deleteOrderByOffice(caller, orderId);
      return { notice: { code: 'order_admin.deleted' } };
    },
  });
}

export async function invoiceAction(id: number) {
  return runAction({
    roles: STAFF_ROLES,
    schema: recordId,
    input: id,
    fallback: 'order_admin.invoice_failed',
    run: async (caller, orderId) => {
      const invoice = invoiceWire(await issueInvoice(caller, orderId));
      return { notice: { code: 'order_admin.invoice_generated' }, data: { download_url: invoice.download_url } };
    },
  });
}

/** Admins only: part of what is left goes back, or all of it (the order then becomes refunded). */
export async function refundOrderAction(id: number, input: { refund_amount?: string; reason?: string }) {
  return runAction({
    roles: 'admin',
    schema: orderRefundSchema.extend({ id: recordId }),
    input: { id, refund_amount: input.refund_amount || null, reason: input.reason },
    fallback: 'order_admin.refund_failed',
    refresh: true,
    run: async (caller, input) => {
      const amount = input.refund_amount ? rupeesToPaise(input.refund_amount) : null;
      const result = await refundOrderFromBackOffice(caller, input.id, amount, input.reason ?? null);
      return { notice: { code: result.full ? 'order_admin.refunded' : 'order_admin.partially_refunded' } };
    },
  });
}
