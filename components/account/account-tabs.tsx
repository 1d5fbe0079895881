'use client';

import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';

const TABS = [
  { href: '/profile', label: 'Profile', exact: true },
  { href: '/profile/orders', label: 'My Orders', exact: false },
] as const;

/** The account's two pages, side by side at the top of each. */
export function AccountTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Account" className="mb-8 flex justify-center gap-2">
      {TABS.map((t) => {
        const current = t.exact ? pathname === t.href : pathname.startsWith(t.href);
        return (
          <Link
            key={t.href}
            href={t.href}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-5 py-2 text-sm font-semibold ${current ? 'bg-brand-700 text-white' : 'bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50'}`}
          >
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
