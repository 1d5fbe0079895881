'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';

const TABS = [
  { href: '/profile', label: 'profileTab', exact: true },
  { href: '/profile/orders', label: 'ordersTab', exact: false },
  { href: '/profile/giving', label: 'givingTab', exact: false },
] as const;

/** The account's pages, side by side at the top of each. */
export function AccountTabs() {
  const t = useTranslations('account');
  const pathname = usePathname();
  return (
    <nav aria-label={t('tabsLabel')} className="mb-8 flex justify-center gap-2">
      {TABS.map((tab) => {
        const current = tab.exact ? pathname === tab.href : pathname.startsWith(tab.href);
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-5 py-2 text-sm font-semibold ${current ? 'bg-brand-700 text-white' : 'bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50'}`}
          >
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}
