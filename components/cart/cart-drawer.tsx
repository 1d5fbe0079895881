'use client';

import { lazyModal } from '@/components/ui/lazy-modal';
import { useCart } from './cart-context';

const Panel = lazyModal(() => import('./cart-drawer-panel').then((m) => m.CartDrawerPanel));

/** The cart drawer, whose code is fetched the first time it opens (after an add, or from a cart button). */
export function CartDrawer() {
  const { drawerOpen } = useCart();
  return <Panel open={drawerOpen} />;
}
