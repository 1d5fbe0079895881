import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { AccountTabs } from '@/components/account/account-tabs';
import { CancelOrderForm, PayAgainForm } from '@/components/account/order-actions';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { formatIstDateTime } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { ORDER_STATUS_LABELS, paymentStatusLabel } from '@/lib/domain/order-status';
import { signInHref } from '@/lib/domain/safe-next';
import { currentCaller } from '@/lib/server/accounts/session';
import { ApiError } from '@/lib/server/errors';
import { myOrder } from '@/lib/server/orders';

export const metadata: Metadata = { title: 'Order Details', robots: { index: false } };

async function load(id: string) {
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect(signInHref(`/profile/orders/${id}`));
  try {
    return await myOrder(caller, Number(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export default async function MyOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { order: o, may_cancel, may_pay_again, invoice_available } = await load(id);
  const payment = paymentStatusLabel({ paymentStatus: o.payment_status, paymentMethod: o.payment_method });
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-4xl">
        <AccountTabs />
        <Link href="/profile/orders" className="text-sm font-semibold text-brand-700 underline">
          ← All orders
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Order {o.order_number}</h1>
            <p className="text-sm text-gray-600">Placed {formatIstDateTime(o.created_at)}</p>
          </div>
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-gray-600">Status</dt>
              <dd className="font-semibold text-gray-900" data-testid="order-status">
                {ORDER_STATUS_LABELS[o.status]}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">Payment</dt>
              <dd className="font-semibold text-gray-900">
                {payment} · {o.payment_method === 'cod' ? 'Cash on delivery' : 'Online'}
              </dd>
            </div>
          </dl>
        </div>

        {(may_pay_again || may_cancel || invoice_available) && (
          <div className="mt-6 flex flex-wrap items-start gap-3">
            {may_pay_again && <PayAgainForm orderId={o.id} />}
            {invoice_available && (
              <a
                href={`/profile/orders/${o.id}/invoice`}
                className="inline-flex items-center justify-center rounded-full border border-brand-500 px-6 py-2.5 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
              >
                Download Invoice
              </a>
            )}
            {may_cancel && <CancelOrderForm orderId={o.id} orderNumber={o.order_number} />}
          </div>
        )}
        {o.cancel_reason && o.status === 'cancelled' && <p className="mt-4 text-sm text-gray-700">Reason: {o.cancel_reason}</p>}

        <div className="mt-8 grid gap-6 md:grid-cols-[1.5fr_1fr]">
          <div className="space-y-6">
            <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="items-h">
              <h2 id="items-h" className="mb-3 font-semibold text-gray-900">
                Items
              </h2>
              <ul className="divide-y divide-gray-100 text-sm">
                {(o.items ?? []).map((i) => (
                  <li key={i.id} className="flex justify-between gap-3 py-2">
                    <span>
                      {i.product_id ? (
                        <Link href={`/shop/product/${i.product_id}`} className="text-brand-800 underline">
                          {i.product_name}
                        </Link>
                      ) : (
                        i.product_name
                      )}{' '}
                      × {i.quantity}
                    </span>
                    <span>{formatInr(rupeesToPaise(i.total_price))}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="timeline-h">
              <h2 id="timeline-h" className="mb-3 font-semibold text-gray-900">
                Timeline
              </h2>
              <OrderTimeline entries={o.timeline ?? []} />
            </section>
          </div>
          <div className="space-y-6">
            <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="price-h">
              <h2 id="price-h" className="mb-3 font-semibold text-gray-900">
                Price details
              </h2>
              <PriceBreakdown amounts={o} />
            </section>
            <section className="rounded-xl border border-gray-100 bg-white p-5 text-sm text-gray-700 shadow-sm" aria-labelledby="ship-h">
              <h2 id="ship-h" className="mb-2 font-semibold text-gray-900">
                Shipping to
              </h2>
              <p>{o.shipping_name}</p>
              <p className="break-words">{o.shipping_address}</p>
              <p>
                {o.shipping_city}, {o.shipping_state} {o.shipping_postal_code}
              </p>
              <p className="break-words">{o.shipping_email}</p>
              <p>{o.shipping_phone}</p>
            </section>
          </div>
        </div>
      </div>
    </section>
  );
}
