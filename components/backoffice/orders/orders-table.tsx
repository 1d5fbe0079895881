'use client';

import { Button } from '@/components/ui/button';
import { useState, useTransition } from 'react';
import { ConfirmAction } from '@/components/backoffice/confirm-action';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, INPUT, Notice, StatusBadge, DataTable } from '@/components/backoffice/ui';
import { TestModeMark } from './test-mode-mark';
import { OrderDetail } from './order-detail';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import type { WireOrder, WireOrderDetail } from '@/lib/domain/wire/orders';
import type { ActionResult } from '@/lib/domain/action-result';
import { ResultNotice, useResultText } from '@/components/backoffice/result-notice';
import { refundFigures } from './refund-figures';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDate } from '@/lib/domain/dates';
import { ROW_FOCUS_FALLBACK, rowFocusKey, useRowFocus } from '@/components/ui/use-row-focus';

export type OrderActions = {
  load: (id: number) => Promise<ActionResult<WireOrderDetail>>;
  setStatus: (id: number, status: string) => Promise<ActionResult>;
  remove: (id: number) => Promise<ActionResult>;
  invoice: (id: number) => Promise<ActionResult<{ download_url: string }>>;
  refund?: (id: number, input: { refund_amount?: string; reason?: string }) => Promise<ActionResult>;
};

/**
 * Refund of a paid online order: part of what is left (the order keeps its status) or all of it (the
 * order becomes refunded). Shown again after a partial refund so the rest can follow.
 */
function RefundForm({
  order,
  amount,
  reason,
  onAmount,
  onReason,
  refund,
  onDone,
}: {
  order: WireOrderDetail;
  amount: string;
  reason: string;
  onAmount: (v: string) => void;
  onReason: (v: string) => void;
  refund: NonNullable<OrderActions['refund']>;
  onDone: (r: ActionResult<unknown>) => void;
}) {
  const refundable = order.payment_method !== 'cod' && ['paid', 'partially_refunded'].includes(order.payment_status);
  const { refunded, left } = refundFigures(order);
  if (!refundable || left <= 0) return null;
  const sum = amount ? Number(amount) : left;
  return (
    <div className="space-y-2 rounded-lg border border-red-200 p-3">
      <p className="text-sm text-gray-700">
        {refunded > 0 ? `Refunded so far ${formatInr(rupeesToPaise(refunded))}; ` : ''}
        {formatInr(rupeesToPaise(left))} can still be refunded.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <label htmlFor="refund-amount" className="block text-sm font-medium text-gray-700">
            Amount (₹), empty for all that is left
          </label>
          <input
            id="refund-amount"
            type="number"
            min="0.01"
            step="0.01"
            max={left}
            className={`${INPUT} mt-1`}
            value={amount}
            placeholder={String(left)}
            onChange={(e) => onAmount(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="refund-reason" className="block text-sm font-medium text-gray-700">
            Refund reason
          </label>
          <input id="refund-reason" className={`${INPUT} mt-1`} value={reason} onChange={(e) => onReason(e.target.value)} />
        </div>
      </div>
      <ConfirmAction
        label={amount && Number(amount) < left ? 'Refund part through the gateway' : 'Refund the rest through the gateway'}
        look={{ variant: 'danger' }}
        title="Refund order"
        question={`Refund ${formatInr(rupeesToPaise(sum))} to the customer through Easebuzz?${sum >= left ? ' The order becomes refunded.' : ''}`}
        confirmLabel="Refund"
        action={() => refund(order.id, { refund_amount: amount, reason })}
        onDone={onDone}
      />
    </div>
  );
}

export function OrdersTable({ orders, actions }: { orders: WireOrder[]; actions: OrderActions }) {
  const [pending, start] = useTransition();
  const [notice, setNotice] = useState<ActionResult<unknown> | null>(null);
  const text = useResultText();
  const [detail, setDetail] = useState<{ order?: WireOrderDetail; error?: string; id: number } | null>(null);
  const [statusFor, setStatusFor] = useState<WireOrder | null>(null);
  const [choice, setChoice] = useState('');
  const [refundReason, setRefundReason] = useState('');
  const [refundAmount, setRefundAmount] = useState('');
  // A deleted order leaves the list: focus goes to the next order's first control, or the empty state.
  const rowsBox = useRowFocus(orders.map((o) => o.id));

  // The actions answer with a fresh render of this page (runAction's refresh), so no router.refresh() here.
  const report = (r: ActionResult<unknown>) => setNotice(r);
  const view = (id: number) => {
    setDetail({ id });
    setRefundAmount('');
    setRefundReason('');
    start(async () => {
      const r = await actions.load(id);
      setDetail({ id, order: r.data, error: r.ok ? undefined : text(r) });
    });
  };
  const invoice = (id: number) =>
    start(async () => {
      const r = await actions.invoice(id);
      if (r.ok && r.data) window.open(r.data.download_url, '_blank', 'noopener');
      else setNotice(r);
    });

  // The message of a delete that emptied the list still shows above the empty state.
  if (orders.length === 0)
    return (
      <div ref={rowsBox} className="space-y-3">
        <ResultNotice result={notice} />
        <EmptyState {...ROW_FOCUS_FALLBACK}>No orders found.</EmptyState>
      </div>
    );
  return (
    <div ref={rowsBox} className="space-y-3">
      <ResultNotice result={notice} />
      <DataTable columns={['Order', 'Customer', 'Items', 'Total', 'Payment', 'Status', 'Actions']}>
        {orders.map((o) => (
          <tr key={o.id} {...rowFocusKey(o.id)}>
            <td className="px-3 py-2">
              <p className="font-medium">{o.order_number}</p>
              <p className="text-xs text-gray-500">{formatIstDate(o.created_at)}</p>
            </td>
            <td className="px-3 py-2">
              <p>{o.customer_name}</p>
              <p className="text-xs text-gray-500">
                {o.customer_email} · {o.customer_phone}
              </p>
            </td>
            <td className="px-3 py-2">{o.items_count ?? '—'}</td>
            <td className="px-3 py-2 font-semibold">{formatInr(rupeesToPaise(o.total_amount))}</td>
            <td className="px-3 py-2">
              <span className="text-xs capitalize">
                {o.payment_method === 'cod' ? 'COD' : 'Online'} · {o.payment_status.replace(/_/g, ' ')}
              </span>
              <TestModeMark mode={o.payment_mode} />
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={o.status} />
            </td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-1.5">
                <Button variant="secondary" size="sm" onClick={() => view(o.id)} aria-label={`View ${o.order_number}`}>
                  View
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setStatusFor(o);
                    setChoice(o.status);
                  }}
                  aria-label={`Update status of ${o.order_number}`}
                >
                  Status
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  // Not disabled while the invoice is made: disabling the pressed button drops focus to the body.
                  aria-disabled={pending || undefined}
                  onClick={() => !pending && invoice(o.id)}
                  aria-label={`Invoice of ${o.order_number}`}
                >
                  Invoice
                </Button>
                {o.status !== 'cancelled' && o.status !== 'refunded' && (
                  <ConfirmAction
                    label="Delete"
                    title="Delete order"
                    question={`Cancel order ${o.order_number}? It is cancelled with the reason 'Deleted by admin' and its stock is given back.`}
                    confirmLabel="Delete order"
                    action={() => actions.remove(o.id)}
                    onDone={report}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>

      <Dialog open={detail !== null} onOpenChange={(open) => !open && setDetail(null)} title="Order details" placement="wide">
        {detail?.error ? (
          <Notice kind="error">{detail.error}</Notice>
        ) : detail?.order ? (
          <div className="space-y-4">
            <OrderDetail order={detail.order} />
            {actions.refund && (
              <RefundForm
                order={detail.order}
                amount={refundAmount}
                reason={refundReason}
                onAmount={setRefundAmount}
                onReason={setRefundReason}
                refund={actions.refund}
                onDone={(r) => {
                  report(r);
                  if (r.ok) setDetail(null);
                }}
              />
            )}
          </div>
        ) : (
          <p role="status">Loading...</p>
        )}
      </Dialog>

      <Dialog
        open={statusFor !== null}
        onOpenChange={(open) => !open && setStatusFor(null)}
        title={`Update status${statusFor ? ` of ${statusFor.order_number}` : ''}`}
        description="The customer is mailed and the change is recorded in the order's timeline."
      >
        <label htmlFor="order-status" className="block text-sm font-medium text-gray-700">
          Status
        </label>
        <select id="order-status" className={`${INPUT} mt-1 capitalize`} value={choice} onChange={(e) => setChoice(e.target.value)}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setStatusFor(null)}>
            Cancel
          </Button>
          <Button
            disabled={pending || !statusFor || choice === statusFor.status}
            onClick={() =>
              start(async () => {
                const r = await actions.setStatus(statusFor!.id, choice);
                report(r);
                if (r.ok) setStatusFor(null);
              })
            }
          >
            Update
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
