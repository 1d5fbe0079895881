'use client';

import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { startTransition, useActionState, useState } from 'react';
import { ConfirmAction } from '@/components/backoffice/confirm-action';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, INPUT, Notice, StatusBadge, DataTable } from '@/components/backoffice/ui';
import { TestModeMark } from './test-mode-mark';
import { OrderDetail } from './order-detail';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import type { WireOrder, WireOrderDetail } from '@/lib/domain/wire/orders';
import type { ActionResult } from '@/lib/domain/action-result';
import { ResultNotice } from '@/components/backoffice/result-notice';
import { refundFigures } from './refund-figures';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDate } from '@/lib/domain/dates';
import { ROW_FOCUS_FALLBACK, rowFocusKey, useRowFocus } from '@/components/ui/use-row-focus';

export type OrderActions = {
  setStatus: (
    id: number,
    status: string,
    shipment?: Record<'courier' | 'tracking_number' | 'tracking_url', string>,
  ) => Promise<ActionResult>;
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

/** An order's details, read from GET /api/orders/{id} (a read: no server action). */
async function readOrder(id: number): Promise<WireOrderDetail> {
  const res = await fetch(`/api/orders/${id}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  const body = (await res.json()) as { success?: boolean; data?: WireOrderDetail };
  if (!res.ok || !body.success || !body.data) throw new Error('order not read');
  return body.data;
}

/** Invoice in a row: a small form; the invoice opens in a new tab, a refusal shows above the list. */
function InvoiceButton({
  order,
  invoice,
  onRefused,
}: {
  order: WireOrder;
  invoice: OrderActions['invoice'];
  onRefused: (r: ActionResult<unknown>) => void;
}) {
  const [, make] = useActionState(async (_previous: null) => {
    const r = await invoice(order.id);
    if (r.ok && r.data) window.open(r.data.download_url, '_blank', 'noopener');
    else onRefused(r);
    return null;
  }, null);
  return (
    <form action={make}>
      {/* keepFocus: disabling the pressed button drops focus to the page body. */}
      <SubmitButton variant="secondary" size="sm" keepFocus aria-label={`Invoice of ${order.order_number}`}>
        Invoice
      </SubmitButton>
    </form>
  );
}

/** Marking it shipped: what the buyer needs to follow the parcel (all optional; shown in the mail, /track, My orders). */
function ShipmentFields() {
  const fields = [
    { name: 'courier', label: 'Courier', max: 80, type: 'text', hint: 'e.g. India Post, Delhivery' },
    { name: 'tracking_number', label: 'Tracking number', max: 60, type: 'text', hint: '' },
    { name: 'tracking_url', label: 'Tracking link (https://)', max: 500, type: 'url', hint: '' },
  ];
  return (
    <div className="mt-3 space-y-2">
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`ship-${f.name}`} className="block text-sm font-medium text-gray-700">
            {f.label}
          </label>
          <input
            id={`ship-${f.name}`}
            name={f.name}
            type={f.type}
            maxLength={f.max}
            placeholder={f.hint || undefined}
            className={`${INPUT} mt-1`}
          />
        </div>
      ))}
    </div>
  );
}

/** The status dialog's form: the change is mailed to the customer and recorded in the timeline. */
function StatusForm({
  order,
  setStatus,
  onDone,
  close,
}: {
  order: WireOrder;
  setStatus: OrderActions['setStatus'];
  onDone: (r: ActionResult<unknown>) => void;
  close: () => void;
}) {
  const [choice, setChoice] = useState<string>(order.status);
  const [, update, pending] = useActionState(async (_previous: null, form: FormData) => {
    const field = (name: string) => String(form.get(name) ?? '');
    const r = await setStatus(order.id, field('status'), {
      courier: field('courier'),
      tracking_number: field('tracking_number'),
      tracking_url: field('tracking_url'),
    });
    onDone(r);
    if (r.ok) close();
    return null;
  }, null);
  return (
    <form
      action={update}
      onSubmit={(e) => {
        // Posted by hand, not by the form's action, so the form is not reset to its first status.
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => update(data));
      }}
    >
      <label htmlFor="order-status" className="block text-sm font-medium text-gray-700">
        Status
      </label>
      <select
        id="order-status"
        name="status"
        className={`${INPUT} mt-1 capitalize`}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s[0].toUpperCase() + s.slice(1)}
          </option>
        ))}
      </select>
      {choice === 'shipped' && <ShipmentFields />}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <SubmitButton size="md" pending={pending} pendingText="Saving…" disabled={choice === order.status}>
          Update
        </SubmitButton>
      </div>
    </form>
  );
}

export function OrdersTable({ orders, actions }: { orders: WireOrder[]; actions: OrderActions }) {
  const [notice, setNotice] = useState<ActionResult<unknown> | null>(null);
  const coded = useCodedText();
  const [detail, setDetail] = useState<{ order?: WireOrderDetail; failed?: true; id: number } | null>(null);
  const [statusFor, setStatusFor] = useState<WireOrder | null>(null);
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
    const answer = (shown: { order?: WireOrderDetail; failed?: true }) => setDetail((d) => (d?.id === id ? { id, ...shown } : d));
    readOrder(id).then(
      (order) => answer({ order }),
      () => answer({ failed: true }),
    );
  };

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
      <DataTable label="Orders" columns={['Order', 'Customer', 'Items', 'Total', 'Payment', 'Status', 'Actions']}>
        {orders.map((o) => (
          <tr key={o.id} {...rowFocusKey(o.id)}>
            <td data-label="Order" className="px-3 py-2">
              <p className="font-medium">{o.order_number}</p>
              <p className="text-xs text-gray-500">{formatIstDate(o.created_at)}</p>
            </td>
            <td data-label="Customer" className="px-3 py-2">
              <p>{o.customer_name}</p>
              <p className="text-xs text-gray-500">
                {o.customer_email} · {o.customer_phone}
              </p>
            </td>
            <td data-label="Items" className="px-3 py-2">
              {o.items_count ?? '—'}
            </td>
            <td data-label="Total" className="px-3 py-2 font-semibold">
              {formatInr(rupeesToPaise(o.total_amount))}
            </td>
            <td data-label="Payment" className="px-3 py-2">
              <span className="text-xs capitalize">
                {o.payment_method === 'cod' ? 'COD' : 'Online'} · {o.payment_status.replace(/_/g, ' ')}
              </span>
              <TestModeMark mode={o.payment_mode} />
            </td>
            <td data-label="Status" className="px-3 py-2">
              <StatusBadge status={o.status} />
            </td>
            <td data-label="Actions" className="px-3 py-2">
              <div className="flex flex-wrap gap-1.5">
                <Button variant="secondary" size="sm" onClick={() => view(o.id)} aria-label={`View ${o.order_number}`}>
                  View
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setStatusFor(o)} aria-label={`Update status of ${o.order_number}`}>
                  Status
                </Button>
                <InvoiceButton order={o} invoice={actions.invoice} onRefused={report} />
                {/* An invoiced order stays on the books: it is cancelled (with its credit note), never deleted. */}
                {o.status !== 'cancelled' && o.status !== 'refunded' && !o.invoice_number && (
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
        {detail?.failed ? (
          <Notice kind="error">{coded.error({ code: 'order_admin.load_failed' })}</Notice>
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
        {statusFor && <StatusForm order={statusFor} setStatus={actions.setStatus} onDone={report} close={() => setStatusFor(null)} />}
      </Dialog>
    </div>
  );
}
