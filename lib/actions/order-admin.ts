'use server';
import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { rupeesToPaise } from '@/lib/domain/money';
import { recordId } from '@/lib/domain/validation/fields';
import { orderRefundSchema } from '@/lib/domain/validation/refund';
import { shipmentSchema } from '@/lib/domain/validation/order-query';
import { invoiceWire, issueInvoice } from '@/lib/server/orders';
import { deleteOrderByOffice, refundOrderFromBackOffice, updateOrderStatus } from '@/lib/server/order-status';
import { runAction } from './run-action';

// The back-office's order actions: thin calls into the orders module (status changes are recorded in the
// timeline, mailed to the buyer and audited there).

const statusChange = shipmentSchema.extend({
  id: recordId,
  status: z.string().refine((s) => s in ORDER_STATUS_LABELS, { message: issue('field.selected_invalid', { label: 'status' }) }),
});

type ShipmentInput = { courier?: string; tracking_number?: string; tracking_url?: string };

/** A status change; marking it shipped may carry the courier, tracking number and link (ignored otherwise). */
export async function setOrderStatusAction(id: number, status: string, shipment: ShipmentInput = {}) {
  return runAction({
    roles: STAFF_ROLES,
    schema: statusChange,
    input: { id, status, ...(status === 'shipped' ? shipment : {}) },
    fallback: 'order_admin.status_failed',
    refresh: true,
    // A refused field is said by its own refusal.
    refusalOf: (error) =>
      error.fieldErrors?.status?.[0] ??
      error.fieldErrors?.tracking_url?.[0] ??
      error.fieldErrors?.tracking_number?.[0] ??
      error.fieldErrors?.courier?.[0],
    run: async (caller, input) => {
      const { courier, tracking_number, tracking_url } = input;
      await updateOrderStatus(caller, input.id, input.status as OrderStatus, null, { courier, tracking_number, tracking_url });
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
