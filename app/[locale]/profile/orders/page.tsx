import { redirect } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { AccountTabs } from '@/components/account/account-tabs';
import { LinkButton } from '@/components/ui/link-button';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { orderStatusLabel, paymentLabel } from '@/components/orders/status-labels';
import { signInHref } from '@/lib/domain/safe-next';
import { currentCaller } from '@/lib/server/accounts/session';
import { listMyOrders } from '@/lib/server/orders';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'orders' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function MyOrdersPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await enterLocale(params);
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect({ href: signInHref(localizedPath('/profile/orders', locale)), locale });
  const page = Number((await searchParams).page ?? 1);
  const list = await listMyOrders(caller, page);
  if (list.current_page > list.last_page) redirect({ href: `/profile/orders?page=${list.last_page}`, locale });
  const t = await getTranslations({ locale, namespace: 'orders' });
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-4xl">
        <AccountTabs />
        <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('title')}</h1>
        {list.total === 0 ? (
          <div className="rounded-xl border border-gray-100 bg-white p-8 text-center shadow-sm">
            <p className="text-gray-700">{t('none')}</p>
            <LinkButton href="/shop" className="mt-4">
              {t('browse')}
            </LinkButton>
          </div>
        ) : (
          <ul className="space-y-3" aria-label={t('listLabel')}>
            {list.data.map((o) => (
              <li key={o.id}>
                <Link
                  href={`/profile/orders/${o.id}`}
                  className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-gray-100 bg-white p-4 shadow-sm hover:border-brand-300 sm:grid-cols-[1.4fr_1fr_1fr_1.2fr_auto] sm:items-center"
                  data-testid="my-order"
                >
                  <span className="font-semibold text-brand-800">{o.order_number}</span>
                  <span className="text-right text-sm text-gray-600 sm:text-left">{formatIstDate(o.created_at)}</span>
                  <span className="text-sm">
                    <span className="sr-only">{t('statusSr')}</span>
                    {orderStatusLabel(t, o.status)}
                  </span>
                  <span className="text-right text-sm text-gray-700 sm:text-left">
                    <span className="sr-only">{t('paymentSr')}</span>
                    {paymentLabel(t, { paymentStatus: o.payment_status, paymentMethod: o.payment_method })}
                  </span>
                  <span className="col-span-2 text-right font-bold text-gray-900 sm:col-span-1">
                    {formatInr(rupeesToPaise(o.total_amount))}
                  </span>
                  {(o.courier || o.tracking_number) && (
                    <span className="col-span-2 break-words text-sm text-gray-700 sm:col-span-5" data-testid="my-order-shipment">
                      {[o.courier, o.tracking_number && `${t('trackingNumber')} ${o.tracking_number}`].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {list.last_page > 1 && (
          <nav aria-label={t('pages')} className="mt-6 flex items-center justify-center gap-3 text-sm">
            {list.current_page > 1 && (
              <Link className="font-semibold text-brand-700 underline" href={`/profile/orders?page=${list.current_page - 1}`}>
                {t('previous')}
              </Link>
            )}
            <span>{t('pageOf', { page: list.current_page, last: list.last_page })}</span>
            {list.current_page < list.last_page && (
              <Link className="font-semibold text-brand-700 underline" href={`/profile/orders?page=${list.current_page + 1}`}>
                {t('next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </section>
  );
}
