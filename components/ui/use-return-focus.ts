'use client';

import { useRef } from 'react';
import { canTakeFocus, FOCUSABLE } from './focusable';

/**
 * The opener, or when it is gone (a deleted row, a button that disappeared with the status it acted on) the
 * first control in its nearest surviving container: the reader stays where they were, not at the page top.
 */
function returnTarget(opener: HTMLElement | null, ancestors: HTMLElement[]): HTMLElement | null {
  if (canTakeFocus(opener)) return opener;
  for (const container of ancestors) {
    if (!container.isConnected) continue;
    const next = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canTakeFocus);
    if (next) return next;
  }
  return null;
}

/**
 * For the dialog (./dialog): remembers the element that had focus when the dialog opened and gives focus back to it on close, or
 * to `returnTo()` when the caller knows better (e.g. a panel that replaced the opener), instead of letting
 * it fall to the page body. An opener that is gone by then hands over to the nearest control around it.
 */
export function useReturnFocus(returnTo?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const ancestors = useRef<HTMLElement[]>([]);
  return {
    /** Call before the dialog takes focus. */
    rememberOpener() {
      const active =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      opener.current = active;
      const chain: HTMLElement[] = [];
      for (let el = active?.parentElement; el && el !== document.body; el = el.parentElement) chain.push(el);
      ancestors.current = chain;
    },
    /** Call when the dialog closes (or goes with the row it sat in). */
    giveBack() {
      // Wait a frame: the caller's state change (e.g. a button re-enabled, a panel shown) lands first.
      requestAnimationFrame(() => {
        const wanted = returnTo?.();
        const target = canTakeFocus(wanted) ? wanted : returnTarget(opener.current, ancestors.current);
        // A dialog closed together with this one (nested) may already have placed focus: keep it there.
        const placed = document.activeElement && document.activeElement !== document.body;
        if (target && (!placed || target === opener.current || target === wanted)) target.focus();
      });
    },
  };
}
