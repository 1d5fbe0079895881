import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { PageHero } from '@/components/site/page-hero';
import { JsonLd } from '@/components/site/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { foundation, foundationAddressLine, foundationMapUrl } from '@/lib/config/foundation';
import { promises } from '@/lib/config/promises';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'faq' });
  return { title: t('metaTitle'), description: t('metaDescription'), ...languageAlternates(locale, '/faq') };
}

const FAQ: { q: string; a: string }[] = [
  {
    q: 'How can I donate?',
    a: 'Choose Donate in the menu, pick an amount and a cause, and pay by card, UPI or net banking. You can give once or every month, quarter or year.',
  },
  {
    q: 'Will I get a tax receipt for my donation?',
    a: `Yes. Donations from India qualify for a deduction under section 80G. Ask for the certificate on the donation form (minimum ₹2,000, PAN required). ${promises.donations.receipt} ${promises.donations.certificate}`,
  },
  {
    q: 'I made a donation by mistake. What can I do?',
    a: promises.donations.refund,
  },
  {
    q: 'Can I cancel a recurring donation?',
    a: `Yes. ${promises.donations.cancelRecurring}`,
  },
  {
    q: 'Who makes the products in the shop?',
    a: 'Artisans, women’s self-help groups and the trainees of our STEER programme. Every purchase pays their wages and funds our programmes.',
  },
  {
    q: 'How long does delivery take?',
    a: `${promises.shipping.dispatch} ${promises.shipping.delivery} ${promises.shipping.rule}`,
  },
  { q: 'Can I pay cash on delivery?', a: `Yes. ${promises.cod} You can also pay by card or UPI at checkout.` },
  { q: 'How do I track my order?', a: 'Open Track Your Order and enter the order number from your confirmation e-mail.' },
  {
    q: 'Can I return a product?',
    a: `${promises.returns.rule} ${promises.warranty}`,
  },
  {
    q: 'How can I volunteer?',
    a: 'Send us a message from the Contact page telling us what you would like to do and when you are free; we will call you back.',
  },
];

export default async function FaqPage({ params }: LocaleParams) {
  await enterLocale(params);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FAQ.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
        }}
      />
      <PageHero
        title="Frequently asked questions"
        image="/images/hero/about.webp"
        crumbs={[{ href: '/', label: 'Home' }, { label: 'FAQ' }]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Accordion name="faq" items={FAQ.map((f) => ({ title: f.q, body: f.a }))} />
        </div>
        <aside className="h-fit rounded-2xl bg-brand-50 p-6">
          <h2 className="text-lg font-bold text-gray-900">Still have a question?</h2>
          <ul className="mt-4 space-y-3 text-sm text-gray-700">
            <li>
              E-mail:{' '}
              <a href={`mailto:${foundation.email}`} className="font-semibold text-brand-700 hover:underline">
                {foundation.email}
              </a>
            </li>
            {foundation.phones.map((p) => (
              <li key={p}>
                Phone:{' '}
                <a href={`tel:${p.replace(/\s/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li>
              Office:{' '}
              <a href={foundationMapUrl()} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                {foundationAddressLine()}
              </a>
            </li>
          </ul>
          <Link
            href="/contact"
            className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Contact us
          </Link>
        </aside>
      </div>
    </>
  );
}
