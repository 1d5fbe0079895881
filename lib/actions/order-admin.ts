'use server';
import { revalidatePath } from 'next/cache';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/domain/order-status';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { actionActor } from '@/lib/server/accounts';
import { cancelOrder, getOrderFor, updateOrderStatus } from '@/lib/server/orders';
import { invoiceWire, issueInvoice } from '@/lib/server/orders';
import { failed } from './action-result';

// The back-office's order actions: thin calls into the orders module (status changes are recorded in the
// timeline, mailed to the buyer and audited there).

function revalidateOrders() {
  revalidatePath('/admin', 'layout');
  revalidatePath('/manager/orders');
}

const plain = (r: { ok: boolean; message: string }) => ({ ok: r.ok, message: r.message });

export async function loadOrderAction(id: number) {
  try {
    const staff = await actionActor(STAFF_ROLES);
    return { ok: true, message: 'OK', data: (await getOrderFor(staff, id)) as never };
  } catch (error) {
    return plain(failed(error, 'Failed to load orders'));
  }
}

export async function setOrderStatusAction(id: number, status: string) {
  try {
    const staff = await actionActor(STAFF_ROLES);
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) return { ok: false, message: 'The selected status is invalid.' };
    await updateOrderStatus(staff, id, status as OrderStatus, null);
    revalidateOrders();
    return { ok: true, message: 'Order status updated successfully' };
  } catch (error) {
    return plain(failed(error, 'Failed to update order status'));
  }
}

/** "Delete" in the back-office is a cancel with the reason 'Deleted by admin' (stock given back once). */
export async function deleteOrderAction(id: number) {
  try {
    const staff = await actionActor(STAFF_ROLES);
    await cancelOrder(staff, id, 'Deleted by admin');
    revalidateOrders();
    return { ok: true, message: 'Order deleted successfully' };
  } catch (error) {
    return plain(failed(error, 'Failed to delete order'));
  }
}

export async function invoiceAction(id: number) {
  try {
    const staff = await actionActor(STAFF_ROLES);
    const invoice = invoiceWire(await issueInvoice(staff, id));
    return { ok: true, message: 'Invoice generated successfully', data: { download_url: invoice.download_url } };
  } catch (error) {
    return plain(failed(error, 'Failed to generate invoice'));
  }
}

/** Admins only: the whole payment goes back through the gateway and the order becomes refunded. */
export async function refundOrderAction(id: number, reason: string) {
  try {
    const admin = await actionActor('admin');
    await updateOrderStatus(admin, id, 'refunded', reason.trim() || 'Refunded by admin');
    revalidateOrders();
    return { ok: true, message: 'Refund processed successfully' };
  } catch (error) {
    return plain(failed(error, 'Failed to refund order'));
  }
}
