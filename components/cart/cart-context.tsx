'use client';

import { createContext, useActionState, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocale } from 'next-intl';
import type { CartView } from '@/lib/domain/cart-view';
import type { CartActionState } from '@/lib/actions/cart';
import { SIGNED_OUT_EVENT, useSession } from '@/components/site/session-provider';
import { usePathname } from 'next/navigation';
import { takeCartFlash, type CartFlash } from './cart-flash';

export type CartStatus = 'loading' | 'ready' | 'signed-out' | 'error';
type CartValue = {
  status: CartStatus;
  cart: CartView | null;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** Re-reads the cart (after an order, or to retry). */
  refresh: () => Promise<void>;
  /** Takes the cart a server action or page answered as the current one. */
  apply: (cart: CartView) => void;
  /** What the sign-in said about the item kept from before it, shown in the drawer until it closes. */
  flash: CartFlash | null;
};

const CartContext = createContext<CartValue | null>(null);

/**
 * The signed-in visitor's cart in the browser, for the header count and the drawer. It is read lazily
 * from GET /api/session/cart once the session is known (so shop pages stay the same for every visitor) and
 * replaced by whatever each cart action answers.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<CartStatus>('loading');
  const [cart, setCart] = useState<CartView | null>(null);
  const [drawerOpen, setOpen] = useState(false);
  const [flash, setFlash] = useState<CartFlash | null>(null);
  const locale = useLocale();
  const pathname = usePathname();
  const setDrawerOpen = useCallback((open: boolean) => {
    setOpen(open);
    if (!open) setFlash(null);
  }, []);

  const apply = useCallback((next: CartView) => {
    setCart(next);
    setStatus('ready');
  }, []);

  const refresh = useCallback(async () => {
    try {
      const res = await fetch(`/api/session/cart?locale=${locale}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
      const next = res.ok ? ((await res.json()) as { data: CartView | null }).data : undefined;
      if (next === undefined) setStatus('error');
      else if (next) apply(next);
      else {
        setCart(null);
        setStatus('signed-out');
      }
    } catch {
      setStatus('error'); // the server could not be reached (offline)
    }
  }, [apply, locale]);

  // The cart follows the session: loaded when someone signs in (also without a page load), emptied on sign-out.
  const session = useSession().status;
  useEffect(() => {
    // refresh() sets state only after the server answers (async), not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (session === 'authenticated') void refresh();
  }, [session, refresh]);

  // Back from signing in with an item kept from before (components/auth/use-auth-success.tsx left the
  // message in the tab): the drawer opens on the page returned to and says so.
  useEffect(() => {
    const kept = takeCartFlash();
    if (!kept) return;
    // The message comes from the tab's storage, which only an effect may read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFlash(kept);
    setOpen(true);
  }, [pathname]);

  useEffect(() => {
    const signedOut = () => {
      setCart(null);
      setStatus('signed-out');
      setDrawerOpen(false);
    };
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  }, [setDrawerOpen]);

  // A cart an action answered wins over the session check still under way.
  const effective: CartStatus = session === 'unauthenticated' && !cart ? 'signed-out' : status;
  const value = useMemo<CartValue>(
    () => ({ status: effective, cart: effective === 'signed-out' ? null : cart, drawerOpen, setDrawerOpen, refresh, apply, flash }),
    [effective, cart, drawerOpen, setDrawerOpen, refresh, apply, flash],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart() outside <CartProvider>');
  return value;
}

type CartAction = (previous: CartActionState | null, form: FormData) => Promise<CartActionState>;

/**
 * A cart form driven by a server action: without JavaScript it posts and its page re-renders with the result;
 * with JavaScript the answer's cart becomes the current one (and the drawer opens after an add).
 */
export function useCartForm(action: CartAction, options: { openDrawer?: boolean } = {}) {
  const [state, dispatch, pending] = useActionState(action, null);
  const { apply, setDrawerOpen } = useCart();
  const openDrawer = options.openDrawer ?? false;
  useEffect(() => {
    if (!state?.data) return;
    apply(state.data);
    if (openDrawer && state.ok) setDrawerOpen(true);
  }, [state, apply, setDrawerOpen, openDrawer]);
  return { state, dispatch, pending };
}
