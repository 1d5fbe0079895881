'use client';

import { buttonClass } from '@/components/ui/button';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { formatInr } from '@/lib/domain/money';
import { useCart } from './cart-context';
import { CartLine } from './cart-line';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { PROMISE_ARGS } from '@/components/shop/promise-args';

/** The slide-over cart: items, total, View Cart and Proceed to Checkout. Opens after a successful add (loaded on first open, see ./cart-drawer). */
export function CartDrawerPanel() {
  const t = useTranslations('cart');
  const { cart, status, drawerOpen, setDrawerOpen } = useCart();
  const lines = cart?.lines ?? [];
  const close = () => setDrawerOpen(false);
  // Opened by state (after an add): focus goes back to the Add to Cart button on close.
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.rememberOpener}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-gray-900">
              {cart ? t('yourCartCount', { count: cart.itemsCount }) : t('yourCart')}
            </Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800" aria-label={t('close')}>
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5">
            {status === 'loading' && !cart && <p className="py-10 text-center text-gray-500">{t('loading')}</p>}
            {(status !== 'loading' || cart) && lines.length === 0 && (
              <div className="py-16 text-center">
                <p className="font-semibold text-gray-900">{t('empty')}</p>
                <p className="mt-1 text-sm text-gray-600">{t('emptyText')}</p>
              </div>
            )}
            {lines.length > 0 && (
              <ul className="divide-y divide-gray-100">
                {lines.map((line) => (
                  <CartLine key={line.id} line={line} compact />
                ))}
              </ul>
            )}
          </div>
          {cart && lines.length > 0 && (
            <div className="space-y-3 border-t border-gray-200 px-5 py-4">
              <div className="flex justify-between text-base font-bold text-gray-900">
                <span>{t('total')}</span>
                <span>{formatInr(cart.totals.total)}</span>
              </div>
              <p className="text-xs text-gray-500">{t('includes', { percent: PROMISE_ARGS.gstPercent, fee: PROMISE_ARGS.codFee })}</p>
              <div className="grid grid-cols-2 gap-3">
                <Link href="/cart" onClick={close} className={buttonClass({ variant: 'secondary' })}>
                  {t('viewCart')}
                </Link>
                <Link href="/checkout" onClick={close} className={buttonClass()}>
                  {t('checkout')}
                </Link>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
