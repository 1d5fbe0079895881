'use client';

import { useEffect } from 'react';
import { useCart } from './cart-context';

/** After an order the server emptied the cart: the header count and drawer read it again. */
export function CartRefresh() {
  const { refresh } = useCart();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return null;
}
