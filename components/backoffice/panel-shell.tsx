'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { covers, sectionFor, type PanelSection } from '@/lib/config/back-office-menu';
import { SignOutButton } from './sign-out-button';

/** The menu entry of a path: the longest href that is the path or a prefix of it. */
function activeHref(menu: PanelSection[], pathname: string): string {
  const hrefs = menu.flatMap((i) => [i.href, ...(i.children ?? []).map((c) => c.href)]);
  const matches = hrefs.filter((h) => covers(h, pathname));
  return matches.sort((a, b) => b.length - a.length)[0] ?? '';
}

function MenuLink({
  item,
  active,
  onChoose,
  nested = false,
}: {
  item: PanelSection;
  active: string;
  onChoose: () => void;
  nested?: boolean;
}) {
  // A parent shares its href with its first child ("All Products"): only the child is highlighted.
  const current = item.href === active && (nested || !item.children);
  return (
    <Link
      href={item.href}
      onClick={onChoose}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${nested ? 'pl-6' : ''} ${
        current ? 'bg-brand-700 text-white' : 'text-gray-200 hover:bg-white/10 hover:text-white'
      }`}
    >
      {item.label}
    </Link>
  );
}

/**
 * The admin panel's frame: a side menu (off-canvas below 1024 px, closed after a choice) and a header with
 * the section's title and subtitle and the signed-in user's name.
 */
export function PanelShell({
  menu,
  userName,
  roleLabel,
  children,
}: {
  menu: PanelSection[];
  userName: string;
  roleLabel: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const section = sectionFor(pathname);
  const active = activeHref(menu, pathname);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-screen lg:flex">
      {open && <button type="button" aria-label="Close menu" className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={close} />}
      <aside
        id="panel-menu"
        className={`fixed inset-y-0 left-0 z-40 w-64 transform bg-gray-900 p-4 transition-transform lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <Link href="/" className="mb-6 block px-3 text-lg font-bold text-white">
          Seva Sankalp <span className="text-brand-300">Admin</span>
        </Link>
        <nav aria-label="Admin menu" className="space-y-1">
          {menu.map((item) => (
            <div key={item.href + item.label}>
              <MenuLink item={item} active={active} onChoose={close} />
              {item.children && (
                <div className="mt-1 space-y-1">
                  {item.children.map((child) => (
                    <MenuLink key={child.href + child.label} item={child} active={active} onChoose={close} nested />
                  ))}
                </div>
              )}
            </div>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-3 sm:px-6">
          <button
            type="button"
            className="rounded-lg border border-gray-300 p-2 text-gray-700 lg:hidden"
            aria-label="Open menu"
            aria-controls="panel-menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-bold text-gray-900">{section.title}</h1>
            <p className="truncate text-sm text-gray-500">{section.subtitle}</p>
          </div>
          <UserBadge name={userName} label={roleLabel} />
          <SignOutButton />
        </header>
        <main className="p-4 sm:p-6">{children}</main>
      </div>
    </div>
  );
}

export function UserBadge({ name, label }: { name: string; label: string }) {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div className="flex items-center gap-2">
      <div className="hidden text-right sm:block">
        <p className="text-sm font-semibold text-gray-900">{name}</p>
        <p className="text-xs text-gray-500">{label}</p>
      </div>
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
      >
        {initials}
      </span>
      <span className="sr-only sm:hidden">
        {name}, {label}
      </span>
    </div>
  );
}
