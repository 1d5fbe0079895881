import type { Metadata } from 'next';
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

export const metadata: Metadata = { alternates: { canonical: '/' } };

// One row from 768 px, as many columns as there are figures (2 to 4: impactStats leaves zero counts out).
const STAT_COLUMNS: Record<number, string> = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' };

// Served from the prerender cache; a slide change, a product change and a paid donation expire it (the
// slides, assortment and donors tags of the reads below; an order does not). The hour is a safety net.
export const revalidate = 3600;

export default async function HomePage() {
  const [slides, products, donors] = await Promise.all([
    listActiveSlides(guestCaller()),
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
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Together we can change a child’s tomorrow
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-leaf-50">{foundation.tagline}.</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <LinkButton href="/donations">Donate Now</LinkButton>
            <LinkButton href="/shop" variant="outline" className="border-white bg-white/10 text-white hover:bg-white/20">
              Visit the shop
            </LinkButton>
          </div>
        </div>
      </section>

      <section aria-label="Our impact" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className={`grid grid-cols-2 gap-6 ${STAT_COLUMNS[stats.length] ?? 'md:grid-cols-4'}`}>
          {stats.map((s) => (
            <li key={s.label} className="flex flex-col items-center text-center">
              <span className="flex h-32 w-32 items-center justify-center rounded-full border-4 border-brand-400 bg-brand-50 text-3xl font-extrabold text-brand-700">
                {s.value}
              </span>
              <span className="mt-3 font-semibold text-gray-800">{s.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <SlideCarousel slides={slides} />

      <section aria-labelledby="initiatives-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="initiatives-heading" className="text-center text-3xl font-bold text-gray-900">
          Our initiatives
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {INITIATIVES.map((i) => (
            <li key={i.name} className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
              <div className="relative aspect-[4/3]">
                <Image src={i.image} alt="" fill sizes="(min-width: 1024px) 23vw, (min-width: 640px) 45vw, 92vw" className="object-cover" />
              </div>
              <div className="p-5">
                <h3 className="text-lg font-bold text-gray-900">{i.name}</h3>
                <p className="mt-2 text-sm text-gray-600">{i.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="volunteer-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="volunteer-heading" className="text-3xl font-bold text-gray-900">
            Why volunteer with us?
          </h2>
          <p className="mt-4 text-gray-600">
            Give a few hours a week and see the difference for yourself. Write to us and we will find the right place for you.
          </p>
          <div className="mt-6">
            <LinkButton href="/contact" variant="secondary">
              Become a volunteer
            </LinkButton>
          </div>
        </div>
        <Accordion name="volunteer" defaultOpen={0} items={VOLUNTEER_REASONS.map((r) => ({ title: r.title, body: r.text }))} />
      </section>

      <Testimonials />
    </>
  );
}
