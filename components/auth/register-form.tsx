'use client';

import { LocaleField } from '@/components/ui/locale-field';
import { useActionState, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { registerAction } from '@/lib/actions/auth';
import { PhotoPicker } from './photo-picker';
import { AddressField } from '@/components/account/address-field';
import { PrivacyLine } from '@/components/site/privacy-line';
import { PostalFields } from '@/components/account/postal-fields';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { MIN_PASSWORD } from '@/lib/domain/validation/password-rules';
import { PasswordField, StatusBanner, answerBanner, useDismissibleErrors } from './form-bits';
import { usePhotoUpload } from './use-photo-upload';
import { NoScriptRedirect, useAuthSuccess } from './use-auth-success';

type Key = 'name' | 'email' | 'phone' | 'address';

export function RegisterForm({ next }: { next: string }) {
  const t = useTranslations('authForm');
  const [state, formAction] = useActionState(registerAction, null);
  const [values, setValues] = useState<Record<Key, string>>(() => ({ name: '', email: '', phone: '', address: '', ...state?.values }));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
  const photo = usePhotoUpload();
  useAuthSuccess(state?.ok === true, next, state?.data?.cart);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, state, !!state?.fieldErrors);

  const set = (field: Key) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    dismiss(field);
  };
  const mismatch = password !== confirmation;
  const uploading = photo.state === 'uploading';

  return (
    <form ref={form} action={formAction} onSubmit={photo.clearMessage} className="space-y-5">
      <LocaleField />
      <StatusBanner {...answerBanner(state, coded, photo)} />
      {state?.ok && <NoScriptRedirect next={next} />}

      <PhotoPicker
        label={t('photo')}
        name={values.name || null}
        shown={photo.url || null}
        photo={photo}
        onPick={() => dismiss('photo')}
        error={error('photo')}
      />
      <input type="hidden" name="photo" value={photo.url} />

      <Field
        label={t('fullName')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={error('name')}
      />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={error('email')}
      />
      <Field
        label={t('phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={set('phone')}
        error={error('phone')}
      />
      <AddressField required value={values.address} onChange={set('address')} error={error('address')} />
      <PostalFields values={state?.values ?? {}} error={error} dismiss={dismiss} />
      <PrivacyLine purpose="registration" />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          dismiss('password');
        }}
        error={error('password')}
        // The rule is stated before the first refusal, not only in it.
        hint={t('passwordRules', { min: MIN_PASSWORD })}
      />
      <PasswordField
        label={t('confirmPassword')}
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value);
          dismiss('password_confirmation');
        }}
        error={error('password_confirmation')}
        hint={confirmation ? (mismatch ? t('passwordsMismatch') : t('passwordsMatch')) : null}
        hintTone={mismatch ? 'error' : 'success'}
      />
      <SubmitButton disabled={uploading || mismatch} pendingText={t('registering')}>
        {t('register')}
      </SubmitButton>
    </form>
  );
}
