'use client';

import { useRef, useState } from 'react';

export type Tab = { id: string; label: string; content: React.ReactNode };

/** WAI-ARIA tabs: arrow keys move between tabs, only the selected panel shows. */
export function AboutTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: React.KeyboardEvent) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (selected + delta + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={i === selected}
            aria-controls={`panel-${t.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`rounded-full px-5 py-2 text-sm font-semibold ${i === selected ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-700 hover:bg-brand-50'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          id={`panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${t.id}`}
          hidden={i !== selected}
          className="mt-6 text-gray-700"
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
