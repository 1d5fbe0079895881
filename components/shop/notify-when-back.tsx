'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/submit-button';
import { notifyWhenBackAction } from '@/lib/actions/stock-alerts';
import { useCodedText } from '@/lib/i18n/use-coded-text';

/** On a sold-out product: an e-mail address for one mail when it is back (works without JavaScript). */
export function NotifyWhenBack({ productId }: { productId: number }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const [state, action, pending] = useActionState(notifyWhenBackAction, null);
  const coded = useCodedText();
  const error = coded.field(state?.fieldErrors, 'email');
  return (
    <form action={action} className="mt-6 max-w-sm space-y-2 rounded-2xl border border-gray-200 p-4" aria-labelledby="notify-title">
      <h2 id="notify-title" className="font-semibold text-gray-900">
        {t('notifyTitle')}
      </h2>
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="notify-email" className="block text-sm text-gray-700">
        {t('notifyEmail')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="notify-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={state?.values?.email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby="notify-consent"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm"
        />
        <SubmitButton size="md" pending={pending} pendingText={t('notifySending')} className="min-h-11">
          {t('notifyButton')}
        </SubmitButton>
      </div>
      <p id="notify-consent" className="text-xs text-gray-600">
        {t('notifyConsent')}
      </p>
      <p role="status" className={`text-sm ${state?.ok ? 'text-leaf-700' : 'text-red-700'}`}>
        {state ? (state.ok ? state.notice && coded.notice(state.notice) : (error ?? coded.error(state.error))) : ''}
      </p>
    </form>
  );
}
