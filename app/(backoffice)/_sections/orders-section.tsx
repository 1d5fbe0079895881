import { orderListQuerySchema } from '@/lib/domain/validation/order-query';
import { deleteOrderAction, invoiceAction, refundOrderAction, setOrderStatusAction } from '@/lib/actions/order-admin';
import type { SignedInCaller } from '@/lib/server/accounts';
import { listBackOfficeOrders, orderStatusCounts } from '@/lib/server/orders';
import { Notice, Pagination, withQuery } from '@/components/backoffice/ui';
import { OrdersTable } from '@/components/backoffice/orders/orders-table';
import { OrdersToolbar } from '@/components/backoffice/orders/orders-toolbar';
import { StatusTiles } from '@/components/backoffice/orders/status-tiles';
import { SalesRegisterForm } from '@/components/backoffice/orders/sales-register-form';

/** Orders Management, shared by /admin/orders and /manager/orders (refunds only for admins). */
export async function OrdersSection({
  staff,
  basePath,
  searchParams,
}: {
  staff: SignedInCaller;
  basePath: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const flat = Object.fromEntries(
    Object.entries(searchParams)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])
      .filter(([, v]) => v),
  );
  const parsed = orderListQuerySchema.safeParse(flat);
  const q = parsed.success ? parsed.data : orderListQuerySchema.parse({});
  let page, counts;
  try {
    // The tiles need counts only: the summary's revenue sums every paid order.
    [page, counts] = await Promise.all([listBackOfficeOrders(staff, q), orderStatusCounts(staff)]);
  } catch (error) {
    console.error('[back-office] orders failed', error);
    return <Notice kind="error">Failed to load orders</Notice>;
  }
  const keep = {
    status: q.status === 'all' ? undefined : q.status,
    search: q.search,
    date_filter: q.date_filter === 'all' ? undefined : q.date_filter,
    sort_by: q.sort_by,
    sort_order: q.sort_order,
    per_page: q.per_page === 15 ? undefined : q.per_page,
  };
  const actions = {
    setStatus: setOrderStatusAction,
    remove: deleteOrderAction,
    invoice: invoiceAction,
    ...(staff.role === 'admin' ? { refund: refundOrderAction } : {}),
  };
  return (
    <div className="space-y-4">
      <StatusTiles counts={counts} basePath={basePath} current={q.status} />
      <OrdersToolbar />
      {staff.role === 'admin' && <SalesRegisterForm />}
      <p className="text-sm text-gray-600">{page.total} order(s)</p>
      <OrdersTable orders={page.data} actions={actions} />
      <Pagination page={page.current_page} lastPage={page.last_page} hrefFor={(p) => withQuery(basePath, { ...keep, page: p })} />
    </div>
  );
}
