'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { formatInr } from '@/lib/domain/money';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCart } from './cart-context';
import { CartLine } from './cart-line';
import { PROMISE_ARGS } from '@/components/shop/promise-args';
import { useCodedText } from '@/lib/i18n/use-coded-text';

/** The slide-over cart: items, total, View Cart and Proceed to Checkout. Opens after a successful add (focus goes back to the Add to Cart button on close) or from a cart button. */
export function CartDrawer() {
  const t = useTranslations('cart');
  const { cart, status, drawerOpen, setDrawerOpen, flash } = useCart();
  const coded = useCodedText();
  const lines = cart?.lines ?? [];
  const close = () => setDrawerOpen(false);
  return (
    <Dialog
      open={drawerOpen}
      onOpenChange={setDrawerOpen}
      placement="side"
      title={cart ? t('yourCartCount', { count: cart.itemsCount }) : t('yourCart')}
      closeLabel={t('close')}
    >
      <div className="flex-1 overflow-y-auto px-5">
        {flash && (
          <p
            role="status"
            className={`mt-2 rounded-lg border px-4 py-3 text-sm font-medium break-words ${flash.ok ? 'border-leaf-100 bg-leaf-50 text-leaf-800' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
          >
            {flash.ok ? coded.notice(flash.notice) : coded.error(flash.error)}
          </p>
        )}
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
          <p className="text-xs text-gray-500">{t('includes', { fee: PROMISE_ARGS.codFee })}</p>
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
    </Dialog>
  );
}
