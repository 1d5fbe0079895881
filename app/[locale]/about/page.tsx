import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { Link } from '@/lib/i18n/link';
import { AboutTabs } from '@/components/about/about-tabs';
import { PageHero } from '@/components/site/page-hero';
import { LinkButton } from '@/components/ui/link-button';
import { PhoneIcon } from '@/components/ui/icons';
import { COMPANY_DOCUMENTS } from '@/lib/config/documents';
import { foundation } from '@/lib/config/foundation';
import { causeByCode } from '@/lib/domain/donations';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  return { title: t('metaTitle'), description: t('metaDescription', { name: foundation.name }), ...languageAlternates(locale, '/about') };
}

const INITIATIVE_NAMES = `${['STEER', 'AS', 'KN'].map((c) => causeByCode(c)!.name).join(', ')} and ${causeByCode('NN')!.name}`;

const TABS = [
  {
    id: 'mission',
    label: 'Our Mission',
    content: (
      <p>
        To give every child, woman and young person we meet the 3Es: employability, entrepreneurship and environmental sustainability, so
        that families can stand on their own and communities grow greener.
      </p>
    ),
  },
  {
    id: 'vision',
    label: 'Our Vision',
    content: (
      <p>
        A Kanpur where no child goes to bed hungry or leaves school early, where women run their own enterprises, and where every
        neighbourhood plants and protects its trees.
      </p>
    ),
  },
  {
    id: 'history',
    label: 'Our History',
    content: (
      <p>
        Founded in {foundation.foundedYear} by a group of teachers and social workers, the foundation began with an evening class in one
        basti. Today our work rests on three more Es, empowerment, education and environment, through {INITIATIVE_NAMES}.
      </p>
    ),
  },
];

export default async function AboutPage({ params }: LocaleParams) {
  await enterLocale(params);
  const phone = foundation.callAnytime;
  return (
    <>
      <PageHero title="About us" image="/images/hero/about.webp" crumbs={[{ href: '/', label: 'Home' }, { label: 'About us' }]} />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl">
          <Image
            src="/images/initiatives/steer.webp"
            alt="Trainees at a STEER tailoring class"
            fill
            sizes="(min-width: 1024px) 45vw, 92vw"
            className="object-cover"
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Who we are</p>
          <h2 className="mt-2 text-3xl font-bold text-gray-900">Working with Kanpur’s families since {foundation.foundedYear}</h2>
          <p className="mt-4 text-gray-700">
            {foundation.name} is a not-for-profit company that trains young people and women for work, helps them start small businesses,
            feeds children at our learning centres and plants trees with schools. The crafts in our shop are made by the people we train.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-6">
            <LinkButton href="/shop">Explore More</LinkButton>
            <a href={`tel:${phone.replace(/\s/g, '')}`} className="flex items-center gap-3 text-gray-800">
              <span className="rounded-full bg-brand-100 p-3 text-brand-700">
                <PhoneIcon />
              </span>
              <span>
                <span className="block text-xs text-gray-500">Call any time</span>
                <span className="font-semibold">{phone}</span>
              </span>
            </a>
          </div>
          <div className="mt-10">
            <AboutTabs tabs={TABS} />
          </div>
        </div>
      </section>
      <section aria-labelledby="documents-heading" className="bg-gray-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="documents-heading" className="text-3xl font-bold text-gray-900">
            Company documents
          </h2>
          <p className="mt-2 text-gray-600">Our registrations, open for anyone to read.</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {COMPANY_DOCUMENTS.filter((d) => d.onAboutPage).map((d) => (
              <li key={d.id}>
                <Link
                  href={`/documents/${d.id}`}
                  className="block h-full rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
                >
                  <span className="text-xs font-mono uppercase text-gray-500">{d.id}</span>
                  <span className="mt-1 block text-lg font-semibold text-gray-900">{d.title}</span>
                  <span className="mt-2 block text-sm text-gray-600">{d.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
