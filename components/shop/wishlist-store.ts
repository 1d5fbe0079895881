'use client';

import { useSyncExternalStore } from 'react';

// The heart's saved items: product ids kept in this browser only (DESIGN.md §5), shared by the heart, the
// Saved items page and its link.

const KEY = 'wishlist';
const EVENT = 'wishlist-change';
const NONE: number[] = [];

let cached: { raw: string | null; ids: number[] } = { raw: null, ids: NONE };

/** The saved ids (the same array while the stored list is unchanged, as useSyncExternalStore needs). */
export function readWishlist(): number[] {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = NONE;
  try {
    const value = JSON.parse(raw ?? '[]');
    ids = Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : NONE;
  } catch {
    ids = NONE;
  }
  cached = { raw, ids };
  return ids;
}

export function writeWishlist(ids: number[]): void {
  localStorage.setItem(KEY, JSON.stringify(ids));
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The saved ids, live; null while the page hydrates (the server knows nothing of this browser). */
export function useWishlist(): number[] | null {
  return useSyncExternalStore<number[] | null>(subscribe, readWishlist, () => null);
}
