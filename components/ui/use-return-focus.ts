'use client';

import { useRef } from 'react';

/**
 * For a Radix dialog opened by the caller's state rather than by its own Trigger (Radix returns focus only to
 * that): remembers the element that had focus when the dialog opened and gives focus back to it on close, or
 * to `returnTo()` when the caller knows better (e.g. a panel that replaced the opener), instead of letting
 * it fall to the page body.
 */
export function useReturnFocus(returnTo?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call from onOpenAutoFocus. */
    rememberOpener() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** Pass as onCloseAutoFocus. */
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const target = returnTo?.() ?? opener.current;
      // Wait a frame: the caller's state change (e.g. a button re-enabled, a panel shown) lands first.
      requestAnimationFrame(() => {
        if (target?.isConnected) target.focus();
      });
    },
  };
}
