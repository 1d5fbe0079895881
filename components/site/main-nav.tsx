'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState } from 'react';
import { MAIN_LINKS, isCurrentPath } from '@/lib/config/navigation';
import { canTakeFocus, FOCUSABLE } from '@/components/ui/focusable';

/** Desktop links from 1024 px; below that a toggled panel. The cart link stays in the bar at every width. */
export function MainNav({ account, cart, language }: { account: React.ReactNode; cart: React.ReactNode; language: React.ReactNode }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const panel = useRef<HTMLElement>(null);

  // While the phone menu is open, focus stays in it: Tab from its last control goes to its button, Shift+Tab
  // from the button to its last control. Escape closes it and puts focus back on its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (e.key !== 'Tab' || !toggle.current || !panel.current) return;
      const inMenu = [toggle.current, ...panel.current.querySelectorAll(FOCUSABLE)].filter(canTakeFocus);
      const first = inMenu[0];
      const last = inMenu[inMenu.length - 1];
      const active = document.activeElement;
      if (!inMenu.includes(active as HTMLElement)) {
        e.preventDefault();
        first.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      } else if (e.shiftKey && active === first) {
        e.preventDefault();
        last.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (mobile: boolean) =>
    MAIN_LINKS.map((link) => {
      const current = isCurrentPath(pathname, link.href);
      return (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={current ? 'page' : undefined}
            onClick={mobile ? () => setOpen(false) : undefined}
            className={`${mobile ? 'block px-4 py-3' : 'px-2 py-2 xl:px-3'} rounded-md text-sm font-medium transition-colors ${
              current ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-700'
            }`}
          >
            {t(link.key)}
          </Link>
        </li>
      );
    });

  return (
    <>
      {/* Labels stay on one line (at 1024 px they broke over two); the links' narrower padding below 1280 px
          keeps the cart in the bar. */}
      <nav aria-label={t('main')} className="ml-auto hidden items-center gap-2 whitespace-nowrap lg:flex">
        <ul className="flex items-center gap-1">{links(false)}</ul>
        <div className="ml-3">{account}</div>
        {language}
        {cart}
      </nav>
      {/* Below 1024 px the language switch sits in the menu: in the bar it pushed the menu button off a 390 px screen. */}
      <div className="ml-auto flex items-center gap-2 lg:hidden">
        {cart}
        <button
          ref={toggle}
          type="button"
          className="rounded-md p-2.5 text-gray-700 hover:bg-brand-50"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('closeMenu') : t('openMenu')}
          onClick={() => setOpen((o) => !o)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <nav
          ref={panel}
          id="mobile-menu"
          aria-label={t('main')}
          className="absolute inset-x-0 top-16 border-b border-brand-100 bg-white shadow-lg lg:hidden"
        >
          <ul className="mx-auto max-w-7xl py-2">{links(true)}</ul>
          <div className="mx-auto max-w-7xl px-4 pb-3">{language}</div>
          {/* A link chosen in the account menu closes the mobile panel too. */}
          <div className="mx-auto max-w-7xl px-4 pb-4" onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
            {account}
          </div>
        </nav>
      )}
    </>
  );
}
