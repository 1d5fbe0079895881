'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/lib/i18n/link';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { signInHref } from '@/lib/domain/safe-next';
import { addToCartAction } from '@/lib/actions/cart';
import { useCartForm } from '@/components/cart/cart-context';
import { useReplayQueuedSubmit } from '@/components/ui/use-replay-queued-submit';
import { LocaleField } from '@/components/ui/locale-field';
import { useCodedText } from '@/lib/i18n/use-coded-text';

type Props = {
  productId: number;
  stock: number | null;
  /** The quantity the form sends; a `quantity` field among the children (the product page's stepper) takes its place. */
  quantity?: number;
  className?: string;
  children?: React.ReactNode;
};

/**
 * The one place that adds to the cart: a form posting to the add action, so it works without JavaScript.
 * The server knows who is signed in, so a click right after the page loads adds at once (no waiting for the
 * browser's session check); a signed-out visitor gets the spec's login prompt, and the server keeps the add
 * for after the sign-in (lib/server/cart/pending-add.ts). With JavaScript the drawer
 * opens with the item; without, the page comes back with the outcome and a link to the cart. A click before
 * the page has hydrated waits for it (QueuedSubmitScript) instead of posting the whole page.
 */
export function AddToCartButton({ productId, stock, quantity = 1, className = '', children }: Props) {
  const t = useTranslations('product');
  const coded = useCodedText();
  const { state, dispatch, pending } = useCartForm(addToCartAction, { openDrawer: true });
  const pathname = usePathname();
  const [tooMany, setTooMany] = useState<string | null>(null);
  const outOfStock = stock !== null && stock <= 0;
  const form = useRef<HTMLFormElement>(null);
  useReplayQueuedSubmit(form);

  return (
    <form
      ref={form}
      action={dispatch}
      // A click before hydration waits for it (QueuedSubmitScript), which marks the form aria-busy meanwhile.
      data-queue-until-hydrated=""
      suppressHydrationWarning
      className={`group ${className}`.trim()}
      onSubmit={(e) => {
        // One add at a time. The button stays focusable while it works (aria-disabled, not disabled), so the
        // drawer that opens afterwards can give focus back to it.
        if (pending) return e.preventDefault();
        // Quick add refuses more than the stock before asking the server (SF §5).
        const wanted = Number(new FormData(e.currentTarget).get('quantity') ?? quantity);
        const refused = stock !== null && wanted > stock ? t('onlyAvailable', { count: stock }) : null;
        setTooMany(refused);
        if (refused) e.preventDefault();
      }}
    >
      <LocaleField />
      <input type="hidden" name="product_id" value={productId} />
      {children ?? <input type="hidden" name="quantity" value={quantity} />}
      <SubmitButton
        pending={pending}
        keepFocus
        disabled={outOfStock}
        pendingText={t('adding')}
        className="w-full group-aria-busy:cursor-wait group-aria-busy:opacity-80"
      >
        {outOfStock ? t('outOfStock') : t('addToCart')}
      </SubmitButton>
      <div aria-live="polite" className="text-center text-sm">
        {tooMany ? (
          <p className="mt-2 text-red-700">{tooMany}</p>
        ) : state?.ok === false && state.error.code === 'auth.login_to_add' ? (
          <p className="mt-2 text-brand-800">
            {t('loginToAdd')} {t('keptForSignIn')}{' '}
            <Link href={signInHref(pathname)} className="font-semibold underline">
              {t('login')}
            </Link>
          </p>
        ) : state ? (
          <p className={`mt-2 ${state.ok ? 'text-leaf-700' : 'text-red-700'}`}>
            {state.ok ? state.notice && coded.notice(state.notice) : coded.error(state.error)}
            {state.ok && (
              <>
                {' '}
                <Link href="/cart" className="font-semibold underline">
                  {t('viewCart')}
                </Link>
              </>
            )}
          </p>
        ) : null}
      </div>
    </form>
  );
}
