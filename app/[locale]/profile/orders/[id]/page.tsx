import { buttonClass } from '@/components/ui/button';
import { redirect } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { notFound } from 'next/navigation';
import { AccountTabs } from '@/components/account/account-tabs';
import { CancelOrderForm, PayAgainForm } from '@/components/account/order-actions';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { ShipmentDetails } from '@/components/orders/shipment-details';
import { formatIstDateTime } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { orderStatusLabel, paymentLabel } from '@/components/orders/status-labels';
import { signInHref } from '@/lib/domain/safe-next';
import { currentCaller } from '@/lib/server/accounts/session';
import { DomainError } from '@/lib/domain/errors';
import { itemNamesIn, myOrder } from '@/lib/server/orders';
import { enterLocale } from '@/app/_shared/locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'orders' });
  return { title: t('detailMetaTitle'), robots: { index: false } };
}

async function load(id: string, locale: Locale) {
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect({ href: signInHref(localizedPath(`/profile/orders/${id}`, locale)), locale });
  try {
    return await myOrder(caller, Number(id));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'order.not_found') notFound();
    throw error;
  }
}

export default async function MyOrderPage({ params }: { params: Promise<{ id: string; locale: string }> }) {
  const locale = await enterLocale(params);
  const { id } = await params;
  const { order: o, may_cancel, may_pay_again, invoice_available } = await load(id, locale);
  // Item names in the page's language (the catalogue's Hindi name where there is one).
  const names = await itemNamesIn(locale, { id: o.id });
  const t = await getTranslations({ locale, namespace: 'orders' });
  const payment = paymentLabel(t, { paymentStatus: o.payment_status, paymentMethod: o.payment_method });
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-4xl">
        <AccountTabs />
        <Link href="/profile/orders" className="text-sm font-semibold text-brand-700 underline">
          {t('allOrders')}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('order', { number: o.order_number })}</h1>
            <p className="text-sm text-gray-600">{t('placed', { date: formatIstDateTime(o.created_at) })}</p>
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div>
              <dt className="text-gray-600">{t('statusLabel')}</dt>
              <dd className="font-semibold text-gray-900" data-testid="order-status">
                {orderStatusLabel(t, o.status)}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('paymentLabel')}</dt>
              <dd className="font-semibold text-gray-900">
                {payment} · {o.payment_method === 'cod' ? t('cod') : t('online')}
              </dd>
            </div>
          </dl>
        </div>

        {(may_pay_again || may_cancel || invoice_available) && (
          <div className="mt-6 flex flex-wrap items-start gap-3">
            {may_pay_again && <PayAgainForm orderId={o.id} />}
            {invoice_available && (
              <a href={localizedPath(`/profile/orders/${o.id}/invoice`, locale)} className={buttonClass({ variant: 'secondary' })}>
                {t('invoice')}
              </a>
            )}
            {may_cancel && <CancelOrderForm orderId={o.id} orderNumber={o.order_number} />}
          </div>
        )}
        {o.cancel_reason && o.status === 'cancelled' && (
          <p className="mt-4 text-sm text-gray-700">{t('reason', { reason: o.cancel_reason })}</p>
        )}

        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="space-y-6">
            <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="items-h">
              <h2 id="items-h" className="mb-3 font-semibold text-gray-900">
                {t('items')}
              </h2>
              <ul className="divide-y divide-gray-100 text-sm">
                {(o.items ?? []).map((i, n) => (
                  <li key={i.id} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0 wrap-anywhere">
                      {i.product_id ? (
                        <Link href={`/shop/product/${i.product_id}`} className="text-brand-800 underline">
                          {names[n] ?? i.product_name}
                        </Link>
                      ) : (
                        (names[n] ?? i.product_name)
                      )}{' '}
                      × {i.quantity}
                    </span>
                    <span className="shrink-0">{formatInr(rupeesToPaise(i.total_price))}</span>
                  </li>
                ))}
              </ul>
            </section>
            {(o.invoice_number || (o.credit_notes ?? []).length > 0) && (
              <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="documents-h">
                <h2 id="documents-h" className="mb-3 font-semibold text-gray-900">
                  {t('documents')}
                </h2>
                <ul className="space-y-2 text-sm" data-testid="order-documents">
                  {o.invoice_number && (
                    <li>
                      <a href={localizedPath(`/profile/orders/${o.id}/invoice`, locale)} className="text-brand-800 underline">
                        {t('invoiceNumber', { number: o.invoice_number })}
                      </a>
                    </li>
                  )}
                  {(o.credit_notes ?? []).map((n) => (
                    <li key={n.number}>
                      <a href={n.download_url} className="text-brand-800 underline">
                        {t('creditNote', { number: n.number, amount: formatInr(rupeesToPaise(n.amount)) })}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="timeline-h">
              <h2 id="timeline-h" className="mb-3 font-semibold text-gray-900">
                {t('timeline')}
              </h2>
              <OrderTimeline entries={o.timeline ?? []} />
            </section>
          </div>
          <div className="space-y-6">
            <ShipmentDetails shipment={o} />
            <section className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm" aria-labelledby="price-h">
              <h2 id="price-h" className="mb-3 font-semibold text-gray-900">
                {t('priceDetails')}
              </h2>
              <PriceBreakdown amounts={o} />
            </section>
            <section className="rounded-xl border border-gray-100 bg-white p-5 text-sm text-gray-700 shadow-sm" aria-labelledby="ship-h">
              <h2 id="ship-h" className="mb-2 font-semibold text-gray-900">
                {t('shippingTo')}
              </h2>
              <p>{o.shipping_name}</p>
              <p className="wrap-anywhere">{o.shipping_address}</p>
              <p>
                {o.shipping_city}, {o.shipping_state} {o.shipping_postal_code}
              </p>
              <p className="wrap-anywhere">{o.shipping_email}</p>
              <p>{o.shipping_phone}</p>
            </section>
          </div>
        </div>
      </div>
    </section>
  );
}
