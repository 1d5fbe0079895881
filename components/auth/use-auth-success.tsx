'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { isLocale, localizedPath, routing } from '@/lib/i18n/routing';
import { useSession } from '@/components/site/session-provider';
import { leaveCartFlash, type CartFlash } from '@/components/cart/cart-flash';

const REDIRECT_AFTER_AUTH_MS = 1500;

/** How long the success message shows: the spec's 1.5 s on the way home, none on the way back to a page. */
const delayFor = (next: string) => (next === '/' ? REDIRECT_AFTER_AUTH_MS : 0);

/** `next` as given (a page's own path, already in its language), except home: the home of the page's language. */
function useHome(next: string): string {
  const locale = useLocale();
  return next === '/' ? localizedPath('/', isLocale(locale) ? locale : routing.defaultLocale) : next;
}

/**
 * After a successful sign-in: the navigation bar learns at once, then the visitor goes back to the page
 * that sent them to /auth (`next`, already validated by the page as same-site), or home. When the sign-in
 * claimed an item kept from before it (`cart`), the cart drawer says so on that page.
 */
export function useAuthSuccess(succeeded: boolean, next: string, cart?: CartFlash) {
  const router = useRouter();
  const target = useHome(next);
  const { refresh } = useSession();
  useEffect(() => {
    if (!succeeded) return;
    leaveCartFlash(cart);
    void refresh();
    const timer = setTimeout(() => {
      router.replace(target);
      // Kept: the session changed after the action answered and we leave for another page, which the
      // action's refresh (of the page it ran on) does not cover.
      router.refresh();
    }, delayFor(next));
    return () => clearTimeout(timer);
  }, [succeeded, refresh, router, next, target, cart]);
}

/** Without JavaScript the same redirect happens through a refresh header. */
export function NoScriptRedirect({ next }: { next: string }) {
  const target = useHome(next);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${delayFor(next) / 1000};url=${target}`} />
    </noscript>
  );
}
