'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CartDrawer } from './cart-drawer';
import { useCart } from './cart-context';

/** On /shop paths only: the cart button with its item count; it opens the drawer. */
export function FloatingCart() {
  const t = useTranslations('cart');
  const pathname = usePathname();
  const { cart, status, setDrawerOpen } = useCart();
  const onShop = pathname.includes('/shop');
  const count = cart?.itemsCount ?? 0;
  return (
    <>
      {onShop && status !== 'signed-out' && (
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="fixed bottom-6 right-6 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-800"
          aria-label={t('openCart', { count })}
        >
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L21 7H6" />
            <circle cx="10" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
          </svg>
          {count > 0 && (
            <span
              className="absolute -right-1 -top-1 inline-flex min-w-6 items-center justify-center rounded-full bg-leaf-600 px-1.5 text-xs font-bold"
              data-testid="cart-count"
            >
              {count}
            </span>
          )}
        </button>
      )}
      <CartDrawer />
    </>
  );
}
