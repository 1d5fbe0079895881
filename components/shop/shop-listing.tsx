import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { PageHero } from '@/components/site/page-hero';
import { cardProduct } from '@/lib/domain/catalog';
import type { ShopView } from '@/lib/domain/wire/catalog';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { ShopFilters } from './shop-filters';
import { ShopSidebar } from './shop-sidebar';
import { shopHref } from './shop-url';

/** The shop for one URL: /shop with its category, page, search, sort or price range (the same markup for everyone). */
export function ShopListing({ view }: { view: ShopView }) {
  const { result, category, search, filters } = view;
  const t = useTranslations('shop');
  const heading = category ? category.name : t('allProducts');
  return (
    <>
      <PageHero
        title={t('heroTitle')}
        image="/images/hero/shop.webp"
        subtitle={t('heroSubtitle')}
        crumbs={[{ href: '/', label: t('home') }, { label: t('shop') }]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:flex-row">
        <ShopSidebar categories={view.categories} current={category?.slug} search={search} filters={filters} />
        <section className="min-w-0 flex-1" aria-labelledby="shop-heading">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="shop-heading" className="text-2xl font-bold text-gray-900">
              {heading}
            </h2>
            <p className="text-sm text-gray-600" role="status">
              {search ? t('foundFor', { count: result.total, search }) : t('found', { count: result.total })}
            </p>
          </div>
          {search && category && (
            <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {t('narrowed', { category: category.name })}{' '}
              <Link href={shopHref({ ...filters, search })} className="font-semibold text-brand-700 underline">
                {t('searchAll')}
              </Link>
            </p>
          )}
          <ShopFilters current={{ ...filters, category: category?.slug, search }} />
          {result.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center">
              <h3 className="text-xl font-semibold text-gray-900">{t('noProducts')}</h3>
              <p className="mt-2 text-gray-600">{t('tryAnother')}</p>
              <Link href="/shop" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
                {t('viewAll')}
              </Link>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
              {result.data.map((p) => (
                <li key={p.id} className="flex">
                  <div className="w-full h-full">
                    <ProductCard product={cardProduct(p)} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={result.current_page}
            last={result.last_page}
            href={(page) => shopHref({ ...filters, category: category?.slug, search, page })}
          />
        </section>
      </div>
    </>
  );
}
