import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartPageView } from '@/components/cart/cart-page-view';
import { currentCaller } from '@/lib/server/accounts/session';
import { cartView } from '@/lib/server/cart';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false } };
}

/** Rendered per visitor on the server, so the cart and its forms work without JavaScript. */
export default async function CartPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  const caller = await currentCaller();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('title')}</h1>
      <CartPageView initial={caller.kind === 'user' ? await cartView(caller, locale) : null} />
    </div>
  );
}
