'use client';

import { Button, buttonClass } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Link } from '@/lib/i18n/link';
import { signInHref } from '@/lib/domain/safe-next';
import { useEffect, useState } from 'react';
import type { CartView } from '@/lib/domain/cart-view';
import { clearCartAction } from '@/lib/actions/cart';
import { LinkButton } from '@/components/ui/link-button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Dialog } from '@/components/ui/dialog';
import { useCart, useCartForm } from './cart-context';
import { CartLine } from './cart-line';
import { SummaryRows } from './order-summary';
import { PROMISE_ARGS } from '@/components/shop/promise-args';
import { LocaleField } from '@/components/ui/locale-field';
import { useCodedText } from '@/lib/i18n/use-coded-text';

/**
 * The cart page, rendered on the server with the cart it read (so it works without JavaScript); once the
 * browser runs, the cart context holds the same cart and every form's answer updates it in place.
 */
export function CartPageView({ initial }: { initial: CartView | null }) {
  const t = useTranslations('cart');
  const site = useTranslations('site');
  const [asking, setAsking] = useState(false);
  const coded = useCodedText();
  // The browser's whole path (/hi/cart in Hindi), so signing in comes back to this language.
  const pathname = usePathname();
  const { cart: live, apply } = useCart();
  useEffect(() => {
    if (initial) apply(initial);
  }, [initial, apply]);
  const clear = useCartForm(clearCartAction);
  const cart = live ?? initial;

  if (!initial && !live) {
    return (
      <Empty title={t('loginTitle')} text={t('loginText')}>
        <LinkButton href={signInHref(pathname)}>{t('login')}</LinkButton>
      </Empty>
    );
  }
  if (!cart || cart.lines.length === 0) {
    return (
      <Empty title={t('empty')} text={t('emptyText')}>
        <LinkButton href="/shop">{t('continue')}</LinkButton>
      </Empty>
    );
  }
  const blocked = cart.lines.some((l) => !l.available);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="items-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <div className="flex items-center justify-between">
          <h2 id="items-heading" className="text-lg font-bold text-gray-900">
            {t('items', { count: cart.itemsCount })}
          </h2>
          {/* Asks first: one slip of the thumb emptied a cart of many lines. */}
          <Button variant="danger-text" size="text" onClick={() => setAsking(true)} aria-haspopup="dialog">
            {t('clearAll')}
          </Button>
          <Dialog
            open={asking}
            onOpenChange={setAsking}
            title={t('clearAllTitle')}
            description={t('clearAllQuestion', { count: cart.itemsCount })}
            closeLabel={site('closeDialog')}
            placement="narrow"
          >
            <form action={clear.dispatch} className="flex flex-wrap justify-end gap-2">
              <LocaleField />
              {clear.state?.ok === false && (
                <p role="alert" className="w-full text-sm text-red-700">
                  {coded.error(clear.state.error)}
                </p>
              )}
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {t('keepItems')}
              </Button>
              <SubmitButton variant="danger" size="md" keepFocus pending={clear.pending}>
                {t('clearAllConfirm')}
              </SubmitButton>
            </form>
          </Dialog>
        </div>
        <ul className="divide-y divide-gray-100">
          {cart.lines.map((line) => (
            <CartLine key={line.id} line={line} />
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="summary-heading"
        className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24"
      >
        <h2 id="summary-heading" className="text-lg font-bold text-gray-900">
          {t('summary')}
        </h2>
        <SummaryRows totals={cart.totals} />
        <p className="text-xs text-gray-500">{t('shippingNote', { freeAbove: PROMISE_ARGS.freeAbove, fee: PROMISE_ARGS.codFee })}</p>
        {blocked && <p className="text-sm text-red-700">{t('blocked')}</p>}
        <Link
          href="/checkout"
          aria-disabled={blocked}
          className={buttonClass({ size: 'lg', className: blocked ? 'w-full pointer-events-none opacity-50' : 'w-full' })}
        >
          {t('checkout')}
        </Link>
        <Link href="/shop" className={buttonClass({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
          {t('continue')}
        </Link>
        <ul className="space-y-1 pt-2 text-sm text-gray-600">
          {[t('secure'), t('freeShipping', { amount: PROMISE_ARGS.freeAbove }), t('returns', { days: PROMISE_ARGS.returnDays })].map(
            (a) => (
              <li key={a} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-leaf-600">
                  ✓
                </span>{' '}
                {a}
              </li>
            ),
          )}
        </ul>
      </aside>
    </div>
  );
}

function Empty({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-xl font-bold text-gray-900">{title}</p>
      <p className="mt-2 text-gray-600">{text}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
