import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/site/page-hero';
import { JsonLd } from '@/components/site/json-ld';
import { Price } from '@/components/shop/price';
import { PolicyDialogs } from '@/components/shop/policy-dialogs';
import { ProductPurchase } from '@/components/shop/product-purchase';
import { NotifyWhenBack } from '@/components/shop/notify-when-back';
import { ShareButton } from '@/components/shop/share-button';
import { productImage } from '@/components/shop/site-path';
import { WishlistButton } from '@/components/shop/wishlist-button';
import { availabilityOf } from '@/lib/domain/catalog';
import { paiseToDecimalString, rupeesToPaise } from '@/lib/domain/money';
import { foundation } from '@/lib/config/foundation';
import { absoluteUrl } from '@/lib/server/platform';
import { loadProduct } from './load';
import { languageAlternates } from '@/app/_shared/page-metadata';
import { localizedPath } from '@/lib/i18n/routing';
import { PROMISE_ARGS } from '@/components/shop/promise-args';
import { enterLocale } from '@/app/_shared/locale';

type Props = { params: Promise<{ id: string; locale: string }> };

// Rendered on its first request, then served from the prerender cache until a write of this product expires
// its tag (product:{id}: lib/server/cache/expiry.ts). The page shows availability only; the count is read in
// the browser (ProductPurchase), so a sale re-renders it only when the product sells out or comes back.
// The hour is only a safety net.
export const revalidate = 3600;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { id } = await params;
  const product = await loadProduct(id, locale);
  const t = await getTranslations({ locale, namespace: 'product' });
  const description = (product.description || t('descriptionFallback')).slice(0, 160);
  const path = `/shop/product/${product.id}`;
  const languages = languageAlternates(locale, path);
  return {
    title: product.name,
    description,
    alternates: languages.alternates,
    // og:type is product (Next's metadata knows no such type: the page writes that tag itself, below).
    openGraph: { ...languages.openGraph, title: product.name, description, siteName: foundation.name },
  };
}

export default async function ProductPage({ params }: Props) {
  const locale = await enterLocale(params);
  const product = await loadProduct((await params).id, locale);
  const t = await getTranslations({ locale, namespace: 'shop' });
  const tp = await getTranslations({ locale, namespace: 'product' });
  const description = product.description || tp('descriptionFallback');
  const availability = availabilityOf(product.stock);
  const path = `/shop/product/${product.id}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {/* React places these in <head>; the share image (opengraph-image.tsx) shows the product's picture. */}
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={paiseToDecimalString(rupeesToPaise(product.price_incl_gst))} />
      <meta property="product:price:currency" content="INR" />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: t('home'), item: absoluteUrl(localizedPath('/', locale)) },
            { '@type': 'ListItem', position: 2, name: t('shop'), item: absoluteUrl(localizedPath('/shop', locale)) },
            { '@type': 'ListItem', position: 3, name: product.name, item: absoluteUrl(localizedPath(path, locale)) },
          ],
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description,
          image: product.images,
          sku: product.sku ?? undefined,
          category: product.category_name,
          brand: { '@type': 'Brand', name: foundation.name },
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(localizedPath(path, locale)),
            priceCurrency: 'INR',
            // The price the buyer pays for the goods (GST included), as the page shows it.
            price: paiseToDecimalString(rupeesToPaise(product.price_incl_gst)),
            availability: availability !== 'out' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: foundation.name },
          },
        }}
      />
      <Breadcrumb
        crumbs={[{ href: '/', label: t('home') }, { href: '/shop', label: t('shop') }, { label: product.name }]}
        className="text-gray-600"
      />
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
        <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-50">
          <Image
            {...productImage(product.image)}
            alt={product.name}
            fill
            preload
            fetchPriority="high"
            sizes="(min-width: 1024px) 40vw, 92vw"
            className="object-cover"
          />
        </div>
        <div>
          <span className="inline-block rounded-full bg-leaf-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-leaf-800">
            {product.category_name}
          </span>
          <h1 className="mt-3 text-3xl font-bold text-gray-900 wrap-anywhere">{product.name}</h1>
          <p className="mt-2 flex items-center gap-1 text-sm text-gray-700">
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>{' '}
            {product.rating.toFixed(1)} <span className="sr-only">{t('outOfFive')}</span>
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Price price={product.price_incl_gst} originalPrice={product.original_price_incl_gst} size="lg" />
            {product.discount_percentage ? (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                {tp('off', { percent: product.discount_percentage })}
              </span>
            ) : null}
          </div>
          {product.sku && <p className="mt-2 text-sm text-gray-500">{t('sku', { sku: product.sku })}</p>}
          {availability === 'out' && <p className="mt-2 text-sm font-semibold text-gray-800">{tp('outOfStock')}</p>}
          <p className="mt-6 leading-relaxed text-gray-700">{description}</p>
          <div className="mt-8 flex flex-wrap items-start gap-3">
            <div className="min-w-64 flex-1">
              <ProductPurchase productId={product.id} availability={availability} />
            </div>
            <WishlistButton productId={product.id} name={product.name} />
            <ShareButton path={path} title={product.name} />
          </div>
          {availability === 'out' && <NotifyWhenBack productId={product.id} />}
          <div className="mt-8 border-t border-gray-200 pt-6">
            <PolicyDialogs />
            <ul className="mt-4 space-y-1 text-sm text-gray-600">
              <li>{t('promise.shippingRule', { freeAbove: PROMISE_ARGS.freeAbove, fee: PROMISE_ARGS.fee })}</li>
              <li>{t('returnsShortLine', { days: PROMISE_ARGS.returnDays })}</li>
              <li>{t('securePayment', { fee: PROMISE_ARGS.codFee })}</li>
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
