import type { WireOrderDetail } from '@/lib/domain/wire/orders';
import { refundFigures } from './refund-figures';
import { StatusBadge } from '@/components/backoffice/ui';
import { TestModeMark } from './test-mode-mark';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDateTime } from '@/lib/domain/dates';
import { dayLabel } from '@/lib/domain/retention';

function RefundList({ order }: { order: WireOrderDetail }) {
  const refunds = (order.payments ?? []).flatMap((p) => p.refunds);
  if (refunds.length === 0) return null;
  const { refunded } = refundFigures(order);
  return (
    <section>
      <h3 className="font-semibold text-gray-900">Refunds</h3>
      <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
            <span>
              {formatIstDateTime(r.created_at)}
              {r.reason && <span className="text-gray-600"> · {r.reason}</span>}
            </span>
            <span>
              {formatInr(rupeesToPaise(r.refund_amount))} <span className="text-xs capitalize text-gray-600">({r.status})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-gray-700">
        Refunded in all: <strong>{formatInr(rupeesToPaise(refunded))}</strong> of {formatInr(rupeesToPaise(order.total_amount))}
      </p>
    </section>
  );
}

/** The GST invoice (issued on payment, or when a COD order ships) and the credit notes against it. */
function GstDocuments({ order }: { order: WireOrderDetail }) {
  const notes = order.credit_notes ?? [];
  if (!order.invoice_number && !order.buyer_gstin) return null;
  return (
    <section>
      <h3 className="font-semibold text-gray-900">Invoice and credit notes</h3>
      <p className="mt-1 text-gray-700">
        {order.invoice_number ? `Tax invoice ${order.invoice_number}` : 'No invoice yet'}
        {order.buyer_gstin && <span className="text-gray-600"> · Buyer GSTIN {order.buyer_gstin}</span>}
      </p>
      {order.tax_kept_until && (
        <p className="mt-1 text-amber-800">The buyer erased their account: kept for tax until {dayLabel(order.tax_kept_until)}.</p>
      )}
      {notes.length > 0 && (
        <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200" data-testid="credit-notes">
          {notes.map((n) => (
            <li key={n.number} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <a href={n.download_url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                Credit note {n.number}
              </a>
              <span>
                {formatInr(rupeesToPaise(n.amount))} <span className="text-gray-600">· {formatIstDateTime(n.issued_at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Items, addresses, payment, refunds and timeline of one order (inside the detail modal). */
export function OrderDetail({ order }: { order: WireOrderDetail }) {
  const rows: [string, number, 'sub'?][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shipping_amount],
    ['GST', order.tax_amount],
    // The split by place of supply (null on orders from before it was recorded).
    ...(order.igst_amount
      ? ([['of which IGST', order.igst_amount, 'sub']] as [string, number, 'sub'][])
      : order.cgst_amount != null && order.sgst_amount != null && order.tax_amount > 0
        ? ([
            ['of which CGST', order.cgst_amount, 'sub'],
            ['of which SGST', order.sgst_amount, 'sub'],
          ] as [string, number, 'sub'][])
        : []),
    ...(order.discount_amount
      ? ([[`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, -order.discount_amount]] as [string, number][])
      : []),
    ...(order.cod_fee ? ([['COD fee', order.cod_fee]] as [string, number][]) : []),
  ];
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={order.status} />
        <span className="text-gray-600">Placed {formatIstDateTime(order.created_at)}</span>
      </div>
      <section>
        <h3 className="font-semibold text-gray-900">Items</h3>
        <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
          {(order.items ?? []).map((i) => (
            <li key={i.id} className="flex justify-between gap-2 px-3 py-2">
              <span>
                {i.product_name} × {i.quantity}
              </span>
              <span>{formatInr(rupeesToPaise(i.total_price))}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1">
          {rows.map(([k, v, sub]) => (
            <div key={k} className="flex justify-between">
              <dt className={sub ? 'pl-4 text-xs text-gray-500' : 'text-gray-600'}>{k}</dt>
              <dd>{formatInr(rupeesToPaise(v))}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t pt-1 font-semibold">
            <dt>Total</dt>
            <dd>{formatInr(rupeesToPaise(order.total_amount))}</dd>
          </div>
        </dl>
        <p className="mt-1 text-gray-600">
          Place of supply:{' '}
          {order.place_of_supply ? `${order.place_of_supply.name} (${order.place_of_supply.code})` : 'not recorded (older order)'}
        </p>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <section>
          <h3 className="font-semibold text-gray-900">Shipping</h3>
          <p className="mt-1 text-gray-700">
            {order.customer_name}
            <br />
            {order.shipping_address}
            <br />
            {order.shipping_city}, {order.shipping_state} {order.shipping_postal_code}
            <br />
            {order.shipping_country}
          </p>
          <p className="mt-1 text-gray-700">
            {order.customer_email}
            <br />
            {order.customer_phone}
          </p>
        </section>
        <section>
          <h3 className="font-semibold text-gray-900">Payment</h3>
          <p className="mt-1 text-gray-700">
            {order.payment_method === 'cod' ? 'Cash on delivery' : 'Easebuzz (card / UPI)'}
            <br />
            Status: <span className="capitalize">{order.payment_status.replace(/_/g, ' ')}</span>
            <TestModeMark mode={order.payment_mode} />
            {order.paid_at && (
              <>
                <br />
                Paid {formatIstDateTime(order.paid_at)}
              </>
            )}
          </p>
          {order.billing_address && (
            <p className="mt-2 text-gray-700">
              Billing: {order.billing_name}, {order.billing_address}, {order.billing_city}
            </p>
          )}
        </section>
      </div>
      {order.notes && <p className="rounded bg-gray-50 p-2 text-gray-700">Note: {order.notes}</p>}
      <RefundList order={order} />
      <GstDocuments order={order} />
      <section>
        <h3 className="font-semibold text-gray-900">Timeline</h3>
        <ol className="mt-2 space-y-2">
          {(order.timeline ?? []).map((t, i) => (
            <li key={i} className="flex gap-2">
              <span
                aria-hidden="true"
                className={`mt-1 h-2.5 w-2.5 shrink-0 rounded-full ${t.completed ? 'bg-leaf-600' : 'bg-gray-300'}`}
              />
              <span className={t.completed ? 'text-gray-900' : 'text-gray-600'}>
                {t.title}
                {t.date && <span className="text-gray-500"> · {formatIstDateTime(t.date)}</span>}
                {t.note && <span className="block text-xs text-gray-500">{t.note}</span>}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
