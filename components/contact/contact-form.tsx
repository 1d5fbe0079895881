'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { sendContactMessage } from '@/lib/actions/contact';
import { useCodedText } from '@/lib/i18n/use-coded-text';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
] as const;

/**
 * Works without JavaScript (a server action); with it, shows 'Sending...' and keeps the page. Its texts are
 * the contactForm namespace (the contact page's NextIntlClientProvider); the action answers codes, worded here in the page's language.
 */
export function ContactForm() {
  const t = useTranslations('contactForm');
  const [state, action, pending] = useActionState(sendContactMessage, null);
  const input = 'mt-1 w-full rounded-lg border px-4 py-2.5 text-sm focus:border-brand-500 focus:outline-none';
  const coded = useCodedText();
  const error = (field: string) => coded.field(state?.fieldErrors, field);
  return (
    <form action={action} noValidate={false} className="space-y-4" aria-describedby="contact-status">
      {FIELDS.map((f) => (
        <div key={f.name}>
          <label htmlFor={`contact-${f.name}`} className="text-sm font-semibold text-gray-800">
            {t(f.name)}
          </label>
          <input
            id={`contact-${f.name}`}
            name={f.name}
            type={f.type}
            required
            autoComplete={f.autoComplete}
            defaultValue={state?.values?.[f.name] ?? ''}
            aria-invalid={error(f.name) ? true : undefined}
            aria-describedby={error(f.name) ? `contact-${f.name}-error` : undefined}
            className={`${input} ${error(f.name) ? 'border-red-500' : 'border-gray-300'}`}
          />
          {error(f.name) && (
            <p id={`contact-${f.name}-error`} className="mt-1 text-sm text-red-700">
              {error(f.name)}
            </p>
          )}
        </div>
      ))}
      <div>
        <label htmlFor="contact-message" className="text-sm font-semibold text-gray-800">
          {t('message')}
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          defaultValue={state?.values?.message ?? ''}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={error('message') ? 'contact-message-error' : undefined}
          className={`${input} ${error('message') ? 'border-red-500' : 'border-gray-300'}`}
        />
        {error('message') && (
          <p id="contact-message-error" className="mt-1 text-sm text-red-700">
            {error('message')}
          </p>
        )}
      </div>
      <SubmitButton size="md" pending={pending} pendingText={t('sending')}>
        {t('send')}
      </SubmitButton>
      <p id="contact-status" role="status" className={`text-sm ${state?.ok ? 'text-leaf-700' : 'text-red-700'}`}>
        {state ? (state.ok ? state.notice && coded.notice(state.notice) : coded.error(state.error)) : ''}
      </p>
    </form>
  );
}
