import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartRefresh } from '@/components/cart/cart-refresh';
import { ForgetCheckoutDraft } from '@/components/checkout/forget-checkout-draft';
import { LinkButton } from '@/components/ui/link-button';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { orderStatusLabel, paymentLabel } from '@/components/orders/status-labels';
import { orderForResultPage } from '@/lib/server/orders';
import { currentCaller } from '@/lib/server/accounts/session';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { formatIstDate } from '@/lib/domain/dates';
import { localizedPath } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('successMetaTitle'), robots: { index: false } };
}

export default async function CheckoutSuccessPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const to = await getTranslations({ locale, namespace: 'orders' });
  const q = await searchParams;
  const order = await orderForResultPage(await currentCaller(), q.orderId, q.token, locale);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <CartRefresh />
      <ForgetCheckoutDraft />
      <div
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-leaf-100 text-3xl text-leaf-700"
        aria-hidden="true"
      >
        ✓
      </div>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('successTitle')}</h1>
      {order ? (
        <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white p-5 text-left text-sm">
          <dt className="text-gray-600">{t('orderNumber')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="order-number">
            {order.orderNumber}
          </dd>
          <dt className="text-gray-600">{t('totalAmount')}</dt>
          <dd className="font-semibold text-gray-900">{formatInr(rupeesToPaise(order.totalRupees))}</dd>
          <dt className="text-gray-600">{t('paymentStatus')}</dt>
          <dd className={order.paymentStatus === 'paid' ? 'font-semibold text-leaf-700' : 'text-gray-900'} data-testid="payment-status">
            {paymentLabel(to, order)}
          </dd>
          <dt className="text-gray-600">{t('orderStatus')}</dt>
          <dd className="text-gray-900" data-testid="order-status">
            {orderStatusLabel(to, order.status)}
          </dd>
        </dl>
      ) : null}
      {order && (
        <div className="mx-auto mt-4 max-w-sm space-y-4 rounded-xl border border-gray-200 bg-white p-5 text-left text-sm text-gray-800">
          <section aria-labelledby="success-items-h">
            <h2 id="success-items-h" className="mb-1 font-semibold text-gray-900">
              {to('items')}
            </h2>
            <ul className="space-y-0.5" data-testid="success-items">
              {order.items.map((i, n) => (
                <li key={n} className="break-words">
                  {i.name} × {i.quantity}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="success-address-h">
            <h2 id="success-address-h" className="mb-1 font-semibold text-gray-900">
              {to('shippingTo')}
            </h2>
            <p>{order.address.name}</p>
            <p className="break-words">{order.address.street}</p>
            {order.address.landmark && <p className="break-words">{order.address.landmark}</p>}
            <p>
              {order.address.city}, {order.address.state} {order.address.postalCode}
            </p>
          </section>
          {order.delivery && (
            <p data-testid="delivery-window">
              {t('deliveryWindow', { from: formatIstDate(order.delivery.from), to: formatIstDate(order.delivery.to) })}
            </p>
          )}
          {order.invoiceNumber && order.mine && (
            <a
              href={localizedPath(`/profile/orders/${order.id}/invoice`, locale)}
              className="inline-block font-semibold text-brand-800 underline"
            >
              {to('invoiceNumber', { number: order.invoiceNumber })}
            </a>
          )}
        </div>
      )}
      {order ? null : <p className="mt-4 text-gray-600">{t('thanks')}</p>}
      <p className="mt-6 text-gray-600 wrap-anywhere">{order ? t('emailSentTo', { email: order.email }) : t('emailSent')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {order?.mine && <LinkButton href={`/profile/orders/${order.id}`}>{t('viewInOrders')}</LinkButton>}
        <LinkButton
          href={order ? `/track?order=${encodeURIComponent(order.orderNumber)}` : '/track'}
          variant={order?.mine ? 'secondary' : 'primary'}
        >
          {t('track')}
        </LinkButton>
        <LinkButton href="/shop" variant="secondary">
          {t('continueShopping')}
        </LinkButton>
      </div>
    </section>
  );
}
