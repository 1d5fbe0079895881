/** What can take keyboard focus (links, enabled form controls, anything with a tab index of its own). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether focus() on this element would land on it (connected, not disabled, not hidden). */
export function canTakeFocus(el: Element | null | undefined): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && el.getClientRects().length > 0;
}

/** The first control inside `container` that can take focus. */
export function firstControl(container: Element | null | undefined): HTMLElement | null {
  if (!container) return null;
  return [...container.querySelectorAll(FOCUSABLE)].find(canTakeFocus) ?? null;
}

/** Whether focus is nowhere a reader can see: on the page body, or on an element no longer in the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
