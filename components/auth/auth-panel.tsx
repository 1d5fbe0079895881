'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';
const TABS: { id: Tab; label: 'login' | 'register' }[] = [
  { id: 'login', label: 'login' },
  { id: 'register', label: 'register' },
];

/** Login and Register tabs; switching remounts the form, so fields, errors and message start afresh. */
/** next: where to go after success, validated by the page (lib/domain/safe-next.ts). */
export function AuthPanel({ next }: { next: string }) {
  const tr = useTranslations('authForm');
  const [tab, setTab] = useState<Tab>('login');
  const [generation, setGeneration] = useState(0);

  const select = (next: Tab) => {
    setTab(next);
    setGeneration((g) => g + 1);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') select(tab === 'login' ? 'register' : 'login');
  };

  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-lg sm:p-8">
      <div role="tablist" aria-label={tr('tabs')} className="mb-6 grid grid-cols-2 rounded-full bg-brand-50 p-1" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            className={`rounded-full py-2 text-sm font-semibold transition-colors ${tab === t.id ? 'bg-brand-700 text-white shadow' : 'text-brand-800 hover:bg-brand-100'}`}
          >
            {tr(t.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm key={`login-${generation}`} next={next} />
        ) : (
          <RegisterForm key={`register-${generation}`} next={next} />
        )}
      </div>
    </div>
  );
}
