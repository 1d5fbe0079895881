'use client';

import { buttonClass } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { usePathname } from 'next/navigation';
import { signInHref } from '@/lib/domain/safe-next';
import { useSession } from './session-provider';
import { AccountMenu } from './account-menu';

/** The navigation bar's account area: a placeholder while loading, JOIN US, or the avatar menu. */
export function AccountSlot() {
  const t = useTranslations('nav');
  const { status, user } = useSession();
  const pathname = usePathname();
  if (status === 'loading') {
    return (
      <span role="status" className="inline-flex h-10 w-32 animate-pulse items-center rounded-full bg-gray-200">
        <span className="sr-only">{t('loadingAccount')}</span>
      </span>
    );
  }
  if (!user) {
    return (
      <Link href={signInHref(pathname)} className={buttonClass()}>
        {t('joinUs')}
      </Link>
    );
  }
  return <AccountMenu user={user} />;
}
