'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/lib/i18n/navigation';
// eslint-disable-next-line ui/one-way -- a GET form: its transition is the navigation to the results, no action.
import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import type { ShopFilters } from '@/lib/domain/wire/catalog';
import { shopHref } from './shop-url';

/**
 * The shop's search: a plain GET form (works without JavaScript); with JavaScript it navigates in a
 * transition, so the button says "Searching..." until the results are in. It searches every category (the
 * chosen one is left behind) and keeps the sort and price range.
 */
export function SearchForm({ search, filters }: { search?: string; filters: ShopFilters }) {
  const t = useTranslations('product');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form
      action={localizedPath('/shop', locale)}
      role="search"
      className="flex gap-2"
      aria-busy={pending}
      onSubmit={(e) => {
        e.preventDefault();
        const term = String(new FormData(e.currentTarget).get('search') ?? '').trim();
        startTransition(() => router.push(shopHref({ ...filters, search: term || undefined })));
      }}
    >
      {Object.entries(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <label htmlFor="shop-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="shop-search"
        name="search"
        type="search"
        defaultValue={search}
        placeholder={t('searchPlaceholder')}
        maxLength={100}
        className="min-w-0 flex-1 rounded-full border border-gray-300 px-4 py-2 text-sm focus:border-brand-500 focus:outline-none"
      />
      <SubmitButton size="md" pending={pending} pendingText={t('searching')}>
        {t('search')}
      </SubmitButton>
      <span role="status" className="sr-only">
        {pending ? t('searching') : ''}
      </span>
    </form>
  );
}
