'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MANAGER_TABS, sectionFor } from '@/lib/config/back-office-menu';
import { SignOutButton } from './sign-out-button';
import { UserBadge } from './panel-shell';

/** The manager panel: tabs Products, Orders, Coupons & Discounts over the same section components as /admin. */
export function ManagerShell({ userName, roleLabel, children }: { userName: string; roleLabel: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const section = sectionFor(pathname);
  return (
    <div className="min-h-screen">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="text-lg font-bold text-gray-900">
            Seva Sankalp <span className="text-brand-700">Manager</span>
          </Link>
          <div className="flex-1" />
          <UserBadge name={userName} label={roleLabel} />
          <SignOutButton />
        </div>
        <nav aria-label="Manager sections" className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6">
          {MANAGER_TABS.map((tab) => {
            const current = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
            return (
              <Link
                key={tab.href}
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${current ? 'border-brand-500 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
              >
                {tab.label}
              </Link>
            );
          })}
        </nav>
      </header>
      <main className="mx-auto max-w-7xl p-4 sm:p-6">
        <h1 className="mb-4 text-xl font-bold text-gray-900">{section.title}</h1>
        {children}
      </main>
    </div>
  );
}
