'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';
import { useCart } from './cart-context';

/**
 * The header's way to the cart on every page: a plain link to /cart (so it works without JavaScript), with
 * the item count once the browser has loaded the cart; the count is never part of the server's HTML, so the
 * pages around it stay the same for every visitor.
 */
export function HeaderCartLink() {
  const t = useTranslations('cart');
  const { cart } = useCart();
  const pathname = usePathname();
  const count = cart?.itemsCount ?? null;
  const label = count === null ? t('cart') : t('cartCount', { count });
  return (
    <Link
      href="/cart"
      aria-label={label}
      aria-current={pathname === '/cart' ? 'page' : undefined}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L21 7H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {count !== null && count > 0 && (
        <span
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-leaf-700 px-1 text-[11px] font-bold text-white"
          data-testid="header-cart-count"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
