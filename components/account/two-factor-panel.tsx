'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { beginTwoFactorAction, confirmTwoFactorAction, disableTwoFactorAction } from '@/lib/actions/security';
import { PasswordField, StatusBanner, answerBanner, useDismissibleErrors } from '@/components/auth/form-bits';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';

/** Two-factor sign-in: on (password, then QR code and first code, then recovery codes once) or off. */
export function TwoFactorPanel({ enabled, required }: { enabled: boolean; required: boolean }) {
  const t = useTranslations('security');
  return (
    <div className="space-y-5">
      <h2 id="two-factor-h" className="text-xl font-bold text-gray-900">
        {t('twoFactorHeading')}
      </h2>
      {required && !enabled && <StatusBanner text={t('twoFactorRequired')} positive={false} />}
      <p className="text-sm text-gray-700">{enabled ? t('twoFactorOn') : t('twoFactorOff')}</p>
      {enabled ? <TurnOff /> : <TurnOn />}
    </div>
  );
}

function TurnOn() {
  const t = useTranslations('security');
  const coded = useCodedText();
  const [begun, begin] = useActionState(beginTwoFactorAction, null);
  const [confirmed, confirm] = useActionState(confirmTwoFactorAction, null);
  const beginErrors = useDismissibleErrors(begun?.fieldErrors);
  const confirmErrors = useDismissibleErrors(confirmed?.fieldErrors);
  const setup = begun?.ok ? begun.data : undefined;
  const codes = confirmed?.ok ? confirmed.data : undefined;

  if (codes) {
    return (
      <div className="space-y-3">
        <StatusBanner {...answerBanner(confirmed, coded)} />
        <h3 className="font-semibold text-gray-900">{t('recoveryHeading')}</h3>
        <p className="text-sm text-gray-700">{t('recoveryIntro')}</p>
        <ul className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-4 font-mono text-sm text-gray-900" aria-label={t('recoveryHeading')}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (setup) {
    return (
      <form action={confirm} className="space-y-4">
        <p className="text-sm text-gray-700">{t('scan')}</p>
        <svg
          role="img"
          aria-label={t('qrAlt')}
          viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
          shapeRendering="crispEdges"
          className="mx-auto h-48 w-48 border border-gray-200"
        >
          <rect width={setup.qr.size} height={setup.qr.size} fill="#fff" />
          <path d={setup.qr.path} fill="#000" />
        </svg>
        <p className="text-sm">
          <span className="font-medium text-gray-800">{t('manualKey')}: </span>
          {/* Groups of four that never break inside (a key read off the screen is typed group by group). */}
          <code className="font-mono text-gray-900">
            {setup.secret.match(/.{1,4}/g)!.map((group, i) => (
              <span key={i} className="inline-block whitespace-nowrap">
                {group}
                {'\u00a0'}
              </span>
            ))}
          </code>
        </p>
        <StatusBanner {...answerBanner(confirmed, coded)} />
        <Field label={t('otp')} name="otp" autoComplete="one-time-code" inputMode="numeric" required error={confirmErrors.error('otp')} />
        <SubmitButton pendingText={t('confirmingCode')}>{t('confirmCode')}</SubmitButton>
      </form>
    );
  }
  return (
    <form action={begin} className="space-y-4">
      <StatusBanner {...answerBanner(begun, coded)} />
      <PasswordField label={t('password')} name="password" autoComplete="current-password" error={beginErrors.error('password')} />
      <SubmitButton pendingText={t('starting')}>{t('start')}</SubmitButton>
    </form>
  );
}

function TurnOff() {
  const t = useTranslations('security');
  const coded = useCodedText();
  const [state, formAction] = useActionState(disableTwoFactorAction, null);
  const { error } = useDismissibleErrors(state?.fieldErrors);
  return (
    <form action={formAction} className="space-y-4">
      <StatusBanner {...answerBanner(state, coded)} />
      <PasswordField label={t('password')} name="password" autoComplete="current-password" error={error('password')} />
      <Field label={t('otp')} hint={t('otpHint')} name="otp" autoComplete="one-time-code" required error={error('otp')} />
      <SubmitButton pendingText={t('disabling')}>{t('disable')}</SubmitButton>
    </form>
  );
}
