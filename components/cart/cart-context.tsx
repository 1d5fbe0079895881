'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { SIGNED_OUT_EVENT, useSession } from '@/components/site/session-provider';
import type { Cart } from '@/lib/domain/wire/cart';
import { CartError, cartApi } from './cart-api';

export type CartStatus = 'loading' | 'ready' | 'signed-out' | 'error';
type CartValue = {
  status: CartStatus;
  cart: Cart | null;
  error: string | null;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  refresh: () => Promise<void>;
  /** Adds and opens the drawer; resolves with the error message, or null on success. */
  add: (productId: number, quantity?: number) => Promise<string | null>;
  update: (itemId: number, quantity: number) => Promise<string | null>;
  remove: (itemId: number) => Promise<string | null>;
  clear: () => Promise<string | null>;
};

const CartContext = createContext<CartValue | null>(null);

/** The cart of the signed-in visitor, kept on the server; a 401 means signed out (no cart, no count). */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<CartStatus>('loading');
  const [cart, setCart] = useState<Cart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const apply = useCallback((next: Cart) => {
    setCart(next);
    setStatus('ready');
    setError(null);
  }, []);

  const refresh = useCallback(async () => {
    try {
      apply(await cartApi.get());
    } catch (e) {
      const signedOut = e instanceof CartError && e.status === 401;
      setCart(null);
      setStatus(signedOut ? 'signed-out' : 'error');
      setError(signedOut ? null : (e as Error).message);
    }
  }, [apply]);

  // The cart follows the session: loaded when someone signs in (also without a page load), emptied on sign-out.
  const session = useSession().status;
  useEffect(() => {
    // refresh() sets state only after the request answers (async), not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (session === 'authenticated') void refresh();
  }, [session, refresh]);
  const effectiveStatus: CartStatus = session === 'unauthenticated' ? 'signed-out' : status;

  useEffect(() => {
    const signedOut = () => {
      setCart(null);
      setStatus('signed-out');
      setDrawerOpen(false);
    };
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  }, []);

  const run = useCallback(
    async (op: () => Promise<Cart>, after?: () => void): Promise<string | null> => {
      try {
        apply(await op());
        after?.();
        return null;
      } catch (e) {
        if (e instanceof CartError && e.status === 401) setStatus('signed-out');
        return (e as Error).message;
      }
    },
    [apply],
  );

  const value = useMemo<CartValue>(
    () => ({
      status: effectiveStatus,
      cart: effectiveStatus === 'signed-out' ? null : cart,
      error,
      drawerOpen,
      setDrawerOpen,
      refresh,
      add: (productId, quantity = 1) =>
        run(
          () => cartApi.add(productId, quantity),
          () => setDrawerOpen(true),
        ),
      update: (itemId, quantity) => run(() => cartApi.update(itemId, quantity)),
      remove: (itemId) => run(() => cartApi.remove(itemId)),
      clear: () => run(() => cartApi.clear()),
    }),
    [effectiveStatus, cart, error, drawerOpen, refresh, run],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart() outside <CartProvider>');
  return value;
}
