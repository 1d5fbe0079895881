import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { SlideCarousel } from '@/components/home/slide-carousel';
import { INITIATIVES, OFFICE_STATS, VOLUNTEER_REASONS } from '@/components/home/home-content';
import { Testimonials } from '@/components/home/testimonials';
import { JsonLd } from '@/components/site/json-ld';
import { HeroBackdrop } from '@/components/site/page-hero';
import { Accordion } from '@/components/ui/accordion';
import { LinkButton } from '@/components/ui/link-button';
import { foundation } from '@/lib/config/foundation';
import { guestCaller } from '@/lib/server/accounts';
import { listActiveProductStamps } from '@/lib/server/catalog';
import { listActiveSlides } from '@/lib/server/content';
import { donorStats } from '@/lib/server/donations';
import { impactStats } from '@/lib/domain/impact-stats';
import { absoluteUrl } from '@/lib/server/platform';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  // Title and description: the [locale] layout's (the site's name and tagline in the page's language).
  return languageAlternates(await enterLocale(params), '/');
}

// One row from 768 px, as many columns as there are figures (2 to 4: impactStats leaves zero counts out).
const STAT_COLUMNS: Record<number, string> = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' };

// Served from the prerender cache; a slide change, a product change and a paid donation expire it (the
// slides, assortment and donors tags of the reads below; an order does not). The hour is a safety net.
export const revalidate = 3600;

export default async function HomePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  const site = await getTranslations({ locale, namespace: 'site' });
  const causes = await getTranslations({ locale, namespace: 'donationForm' });
  const [slides, products, donors] = await Promise.all([
    listActiveSlides(guestCaller(), locale),
    listActiveProductStamps(guestCaller()),
    donorStats(guestCaller()),
  ]);
  // The products and donors counts are the shop's and the donor wall's own numbers, never a claim (a zero
  // is left out: impactStats).
  const stats = impactStats([OFFICE_STATS.children, OFFICE_STATS.volunteers], {
    products: products.length,
    donors: donors.total_donors,
  });
  const a = foundation.address;
  const statKeys: Record<string, string> = {
    'Happy Children': 'children',
    Volunteers: 'volunteers',
    'Our Products & Gifts': 'products',
    Donor: 'donor',
    Donors: 'donors',
  };
  const statLabel = (label: string) => (statKeys[label] ? t(`stats.${statKeys[label]}`) : label);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NGO',
          name: foundation.name,
          legalName: foundation.legalName,
          url: absoluteUrl('/'),
          logo: absoluteUrl('/images/logo.svg'),
          email: foundation.email,
          telephone: foundation.phones[0],
          foundingDate: String(foundation.foundedYear),
          description: foundation.tagline,
          address: {
            '@type': 'PostalAddress',
            streetAddress: a.line1,
            addressLocality: a.city,
            addressRegion: a.state,
            postalCode: a.postalCode,
            addressCountry: 'IN',
          },
          sameAs: [foundation.social.facebook, foundation.social.instagram],
        }}
      />
      <section className="relative isolate overflow-hidden bg-leaf-800">
        <HeroBackdrop image="/images/hero/home.webp" opacity="opacity-50" veil="bg-gray-950/55" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-leaf-50">{site('tagline')}.</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <LinkButton href="/donations">{t('donateNow')}</LinkButton>
            <LinkButton href="/shop" variant="light">
              {t('visitShop')}
            </LinkButton>
          </div>
        </div>
      </section>

      <section aria-label={t('impact')} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className={`grid grid-cols-2 gap-6 ${STAT_COLUMNS[stats.length] ?? 'md:grid-cols-4'}`}>
          {stats.map((s) => (
            <li key={s.label} className="flex flex-col items-center text-center">
              <span className="flex h-32 w-32 items-center justify-center rounded-full border-4 border-brand-400 bg-brand-50 text-3xl font-extrabold text-brand-700">
                {s.value}
              </span>
              <span className="mt-3 font-semibold text-gray-800">{statLabel(s.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <SlideCarousel
        slides={slides}
        labels={{
          carousel: t('carouselLabel'),
          slideOf: slides.map((_, i) => t('slideOf', { index: i + 1, count: slides.length })),
          previous: t('previousSlide'),
          next: t('nextSlide'),
          show: slides.map((_, i) => t('showSlide', { index: i + 1 })),
        }}
      />

      <section aria-labelledby="initiatives-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="initiatives-heading" className="text-center text-3xl font-bold text-gray-900">
          {t('initiatives')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {INITIATIVES.map((i) => (
            <li key={i.name} className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
              <div className="relative aspect-[4/3]">
                <Image src={i.image} alt="" fill sizes="(min-width: 1024px) 23vw, (min-width: 640px) 45vw, 92vw" className="object-cover" />
              </div>
              <div className="p-5">
                <h3 className="text-lg font-bold text-gray-900">{causes(`causes.${i.code}.name`)}</h3>
                <p className="mt-2 text-sm text-gray-600">{t(`initiativeText.${i.code}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="volunteer-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="volunteer-heading" className="text-3xl font-bold text-gray-900">
            {t('volunteerHeading')}
          </h2>
          <p className="mt-4 text-gray-600">{t('volunteerText')}</p>
          <div className="mt-6">
            <LinkButton href="/contact" variant="secondary">
              {t('becomeVolunteer')}
            </LinkButton>
          </div>
        </div>
        <Accordion
          name="volunteer"
          defaultOpen={0}
          items={VOLUNTEER_REASONS.map((_r, n) => ({ title: t(`volunteer.r${n}.title`), body: t(`volunteer.r${n}.text`) }))}
        />
      </section>

      <Testimonials />
    </>
  );
}
