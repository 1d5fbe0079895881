'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { canTakeFocus, firstControl, focusIsLost } from './focusable';

type Key = string | number;

/**
 * Focus for a list whose rows its own controls can remove: Delete in a row, confirmed in a dialog. The
 * dialog closes as soon as the server action answers and gives focus back to the row's Delete button; the
 * list without that row arrives in a later render (the page's refresh), which takes the button away, and
 * focus falls to the page body. In other runs both land in one render and the dialog goes with its row.
 * Only the list outlives the row, so it decides: when the row that last held focus (or opened the dialog
 * that holds it) is no longer shown and focus is lost, focus goes to the next row's first control, else the
 * previous row's, else the list's fallback (its empty state or heading).
 *
 * Returns the ref for an element that stays while rows come and go; spread `rowFocusKey(key)` on each row and
 * `ROW_FOCUS_FALLBACK` on the element that takes focus when no row is left.
 */
export function useRowFocus<E extends HTMLElement = HTMLDivElement>(keys: readonly Key[]) {
  const container = useRef<E>(null);
  const owner = useRef<string | null>(null);
  const shown = useRef<string[]>(keys.map(String));

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const list = container.current;
      const target = event.target instanceof Element ? event.target : null;
      if (!list || !target) return;
      const row = target.closest('[data-row-key]');
      if (row && list.contains(row)) owner.current = row.getAttribute('data-row-key');
      // A dialog opened from a row sits elsewhere in the page: the row stays the owner meanwhile.
      else if (!target.closest('dialog, [role="dialog"], [role="alertdialog"]')) owner.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const signature = keys.map(String).join('\n');
  // In the render that removes the row, before the browser paints: a passive effect may run after the next
  // frame, when the dialog's own hand-back (useReturnFocus, a frame after it closed) has already sent focus
  // to the first control of the page section, and focus would no longer look lost.
  useLayoutEffect(() => {
    const before = shown.current;
    const now = signature === '' ? [] : signature.split('\n');
    shown.current = now;
    const gone = owner.current;
    const list = container.current;
    if (gone === null || now.includes(gone) || !list || !focusIsLost()) return;
    const at = before.indexOf(gone);
    const nearest = at < 0 ? [] : [...before.slice(at + 1), ...before.slice(0, at).reverse()];
    for (const key of nearest.filter((k) => now.includes(k))) {
      const target = firstControl(list.querySelector(`[data-row-key="${CSS.escape(key)}"]`));
      if (target) return target.focus();
    }
    owner.current = null;
    const fallback = list.querySelector('[data-row-fallback]');
    if (canTakeFocus(fallback)) fallback.focus();
  }, [signature]);

  return container;
}

/** Marks a row of a list that uses useRowFocus. */
export const rowFocusKey = (key: Key) => ({ 'data-row-key': String(key) });

/** For the empty state or the list's heading: where focus goes when no row is left (focusable by script only). */
export const ROW_FOCUS_FALLBACK = { 'data-row-fallback': '', tabIndex: -1 } as const;
