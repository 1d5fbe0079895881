'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';

/**
 * Told at collection (DPDP Act; issue 35, item 6): one line where a form asks for PAN, phone or address, saying
 * why, with a link to the privacy notice. `purpose` picks the form's own reason.
 */
export function PrivacyLine({ purpose }: { purpose: 'donation' | 'checkout' | 'registration' }) {
  const t = useTranslations('privacyLine');
  return (
    <p className="text-xs leading-relaxed text-gray-600" data-testid="privacy-line">
      {t(purpose)}{' '}
      <Link href="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
        {t('link')}
      </Link>
    </p>
  );
}
