'use client';

import { useLocale, useTranslations } from 'next-intl';
import { INDIAN_STATES } from '@/lib/domain/india-states';

/**
 * The options of a state select (checkout, registration, profile): "Choose…", then India's states and union
 * territories alphabetical in the page's language (people look for their state by name, not by GST code),
 * each sent by its English name.
 */
export function StateOptions() {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const hindi = locale === 'hi';
  const states = [...INDIAN_STATES].sort((x, y) => (hindi ? x.nameHi : x.name).localeCompare(hindi ? y.nameHi : y.name, locale));
  return (
    <>
      <option value="">{t('choose_state')}</option>
      {states.map((s) => (
        <option key={s.code} value={s.name}>
          {hindi ? s.nameHi : s.name}
        </option>
      ))}
    </>
  );
}
