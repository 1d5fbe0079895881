import { buttonClass } from '@/components/ui/button';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/site/page-hero';
import { GoBackButton } from '@/components/site/go-back-button';
import { documentPdfPath, findCompanyDocument } from '@/lib/config/documents';
import { enterLocale } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

type Props = { params: Promise<{ id: string; locale: string }> };

/** The document of this id whose PDF ships with the site, or 404 ('Document Not Found'). */
async function load(params: Props['params']) {
  const doc = findCompanyDocument((await params).id);
  if (!doc || !existsSync(path.join(process.cwd(), 'public', documentPdfPath(doc.id)))) notFound();
  return doc;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const doc = await load(params);
  const t = await getTranslations({ locale, namespace: 'documents' });
  return {
    title: t(`items.${doc.id}.title`),
    description: t(`items.${doc.id}.description`),
    ...languageAlternates(locale, `/documents/${doc.id}`),
  };
}

export default async function DocumentPage({ params }: Props) {
  const locale = await enterLocale(params);
  const doc = await load(params);
  const t = await getTranslations({ locale, namespace: 'documents' });
  const title = t(`items.${doc.id}.title`);
  const pdf = documentPdfPath(doc.id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb
        crumbs={[{ href: '/', label: t('home') }, { href: '/about', label: t('about') }, { label: title }]}
        className="text-gray-600"
      />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
          <p className="mt-1 text-gray-600">{t(`items.${doc.id}.description`)}</p>
        </div>
        <div className="flex gap-3">
          <a href={pdf} download={`${doc.id}.pdf`} className={buttonClass()}>
            {t('download')}
          </a>
          <GoBackButton fallback="/about" label={t('goBack')} />
        </div>
      </div>
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">{t('sample')}</p>
      <object data={pdf} type="application/pdf" aria-label={title} className="mt-6 h-[75vh] w-full rounded-xl border border-gray-200">
        <p className="p-6 text-gray-700">
          {t.rich('cannotShow', {
            title,
            link: (chunks) => (
              <a href={pdf} className="font-semibold text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      </object>
    </div>
  );
}
