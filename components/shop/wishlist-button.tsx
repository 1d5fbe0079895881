'use client';

import { useSyncExternalStore } from 'react';

const KEY = 'wishlist';
const EVENT = 'wishlist-change';

function read(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v) => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The heart: a wishlist kept in this browser only (DESIGN.md §5). */
export function WishlistButton({ productId, name }: { productId: number; name: string }) {
  const saved = useSyncExternalStore(
    subscribe,
    () => read().includes(productId),
    () => false,
  );

  function toggle() {
    const list = read();
    const next = saved ? list.filter((id) => id !== productId) : [...list, productId];
    localStorage.setItem(KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(EVENT));
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`Save ${name} to wishlist`}
      className={`rounded-full border p-3 transition-colors ${saved ? 'border-red-200 bg-red-50 text-red-600' : 'border-gray-300 text-gray-600 hover:bg-gray-50'}`}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
    </button>
  );
}
