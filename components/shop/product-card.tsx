'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import type { CardProduct } from '@/lib/domain/wire/catalog';
import { AddToCartButton } from './add-to-cart-button';
import { PendingHint } from './pending-hint';
import { Price } from './price';
import { ShareButton } from './share-button';
import { productImage } from './site-path';
import { PROMISE_ARGS } from './promise-args';
import { FewLeftBadge } from './live-stock';

/**
 * A client component although it has no state of its own: a listing then sends each card's few fields
 * (cardProduct) in its RSC payload instead of the card's whole markup a second time.
 * Its picture loads lazily, even in the first row: the hero picture above the cards is the listing's largest
 * paint at every width, and early card pictures (React preloads every eager image in <head>) only took
 * bandwidth from it on a slow phone.
 */
export function ProductCard({ product }: { product: CardProduct }) {
  const t = useTranslations('product');
  const href = `/shop/product/${product.id}`;
  const discount = product.discount_percentage && product.discount_percentage > 0 ? product.discount_percentage : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={href} className="relative block aspect-square bg-brand-50" tabIndex={-1} aria-hidden="true">
        <Image
          {...productImage(product.image)}
          alt=""
          fill
          sizes="(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          className="object-cover"
        />
        <span className="absolute left-3 top-3 flex flex-col gap-1">
          {discount && (
            <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">{t('off', { percent: discount })}</span>
          )}
          {product.availability === 'low' && (
            <FewLeftBadge productId={product.id} className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-amber-950" />
          )}
          {product.availability === 'out' && (
            <span className="rounded-full bg-gray-800 px-2 py-0.5 text-xs font-bold text-white">{t('outOfStock')}</span>
          )}
        </span>
        <span className="absolute bottom-3 right-3 text-brand-700">
          <PendingHint />
        </span>
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between text-xs">
          <span className="font-semibold uppercase tracking-wide text-leaf-700">{product.category_name}</span>
          <span className="flex items-center gap-1 text-gray-700" aria-label={t('rated', { rating: product.rating })}>
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>
            {product.rating.toFixed(1)}
          </span>
        </div>
        <h3 className="mt-2 line-clamp-4 text-base font-semibold leading-snug text-gray-900 wrap-anywhere">
          <Link href={href} className="hover:text-brand-700">
            {product.name}
            <PendingHint />
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-gray-600">{product.description || t('descriptionFallback')}</p>
        <div className="mt-auto pt-3">
          <div className="mb-3 flex items-center justify-between gap-2" data-testid="card-price">
            <Price price={product.price_incl_gst} originalPrice={product.original_price_incl_gst} />
            <ShareButton path={href} title={product.name} />
          </div>
          <AddToCartButton productId={product.id} stock={product.availability === 'out' ? 0 : null} />
          <Link href={href} className="mt-2 block text-center text-sm font-medium text-brand-700 hover:underline">
            {t('viewDetails')}
            <span className="sr-only">{t('viewDetailsOf', { name: product.name })}</span>
            <PendingHint />
          </Link>
          <p className="mt-3 text-center text-xs text-gray-600">{t('freeShipping', { amount: PROMISE_ARGS.freeAbove })}</p>
        </div>
      </div>
    </article>
  );
}
