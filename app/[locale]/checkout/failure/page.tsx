import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/ui/link-button';
import { paymentResultCode } from '@/lib/domain/payment-results';
import { currentCaller } from '@/lib/server/accounts/session';
import { orderForResultPage } from '@/lib/server/orders';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('failureMetaTitle'), robots: { index: false } };
}

export default async function CheckoutFailurePage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const q = await searchParams;
  // Only texts of our own, chosen by code: a `?message=` from a link is never shown.
  const text = t(`results.${paymentResultCode(q.code)}`);
  // The order's number only when the visitor may reach the order (its owner, or a guest's ticket).
  const order = await orderForResultPage(await currentCaller(), q.orderId, q.token, locale);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700" aria-hidden="true">
        ✕
      </div>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('failureTitle')}</h1>
      <p className="mt-4 font-medium text-red-800" role="alert">
        {text}
      </p>
      {order && (
        <p className="mt-4 text-gray-800">
          {t('failureOrderNumber')} <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
      )}
      <p className="mt-3 text-gray-600">{order ? t('failureTextOrder') : t('failureText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* The buyer's own order: checkout starts again from its address and coupon. */}
        <LinkButton href={order?.mine ? `/checkout?retry=${order.id}` : '/checkout'}>{t('tryAgain')}</LinkButton>
        <LinkButton href="/cart" variant="secondary">
          {t('backToCart')}
        </LinkButton>
        <LinkButton href="/contact" variant="secondary">
          {t('contactSupport')}
        </LinkButton>
      </div>
    </section>
  );
}
