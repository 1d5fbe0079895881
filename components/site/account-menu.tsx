'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { firstName } from '@/lib/domain/initials';
import { hasRole } from '@/lib/domain/roles';
import type { WireUser } from '@/lib/domain/user';
import { useSession } from './session-provider';
import { UserAvatar } from './user-avatar';

const ITEM =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50';

/** Avatar button with the user's first name, opening a panel of account links (Escape or a click outside closes it). */
export function AccountMenu({ user }: { user: WireUser }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const { signOut } = useSession();
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const logout = async (everywhere = false) => {
    close();
    await signOut({ everywhere });
    // Kept: the session ended, so every page the router holds was rendered for someone signed in; the
    // action's own refresh would only cover the page it was called from.
    router.refresh();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white py-1 pl-1 pr-3 text-sm font-semibold text-gray-800 shadow-sm hover:bg-brand-50"
      >
        <UserAvatar name={user.name} photo={user.photo} />
        <span className="max-w-[8rem] truncate">{firstName(user.name) || t('account')}</span>
        <span className="sr-only">{t('accountMenu')}</span>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className={open ? 'rotate-180' : ''}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute left-0 z-50 mt-2 w-64 lg:left-auto lg:right-0 rounded-xl border border-gray-100 bg-white p-2 shadow-xl lg:w-72"
        >
          <div className="border-b border-gray-100 px-3 pb-3 pt-2">
            <p className="truncate font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-sm text-gray-600">{user.email}</p>
            {user.phone && <p className="text-sm text-gray-600">{user.phone}</p>}
          </div>
          <ul className="pt-2">
            <li>
              <Link href="/profile" className={ITEM} onClick={close}>
                {t('profile')}
              </Link>
            </li>
            <li>
              <Link href="/profile/orders" className={ITEM} onClick={close}>
                {t('myOrders')}
              </Link>
            </li>
            <li>
              <Link href="/track" className={ITEM} onClick={close}>
                {t('trackOrder')}
              </Link>
            </li>
            {hasRole(user.role, 'admin') && (
              <li>
                <Link href="/admin" className={ITEM} onClick={close}>
                  {t('adminProfile')}
                </Link>
              </li>
            )}
            {hasRole(user.role, 'manager') && (
              <li>
                <Link href="/manager/products" className={ITEM} onClick={close}>
                  {t('managerPanel')}
                </Link>
              </li>
            )}
            <li className="mt-1 border-t border-gray-100 pt-1">
              <button type="button" className={`${ITEM} text-red-700 hover:bg-red-50 hover:text-red-800`} onClick={() => logout()}>
                {t('logout')}
              </button>
            </li>
            <li>
              <button type="button" className={`${ITEM} text-red-700 hover:bg-red-50 hover:text-red-800`} onClick={() => logout(true)}>
                {t('signOutEverywhere')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
