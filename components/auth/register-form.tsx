'use client';

import { useActionState, useId, useState } from 'react';
import { registerAction } from '@/lib/actions/auth';
import { PASSWORDS_DO_NOT_MATCH } from '@/lib/domain/validation/auth';
import { UserAvatar } from '@/components/site/user-avatar';
import { PasswordField, StatusBanner, SubmitButton, TextField, useDismissibleErrors } from './form-bits';
import { usePhotoUpload } from './use-photo-upload';
import { NoScriptRedirect, useAuthSuccess } from './use-auth-success';

type Field = 'name' | 'email' | 'phone' | 'address';

export function RegisterForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState(registerAction, null);
  const [values, setValues] = useState<Record<Field, string>>(() => ({ name: '', email: '', phone: '', address: '', ...state?.values }));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { error, dismiss } = useDismissibleErrors(state?.errors);
  const photo = usePhotoUpload();
  const photoInputId = useId();
  useAuthSuccess(state?.ok === true, next);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    dismiss(field);
  };
  const mismatch = password !== confirmation;
  const uploading = photo.state === 'uploading';

  return (
    <form action={formAction} onSubmit={photo.clearMessage} className="space-y-5">
      <StatusBanner text={photo.message || (state?.message ?? '')} />
      {state?.ok && <NoScriptRedirect next={next} />}

      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <UserAvatar name={values.name || null} photo={photo.url || null} size="lg" />
        <div className="w-full min-w-0 sm:flex-1">
          <label htmlFor={photoInputId} className="block text-sm font-medium text-gray-700">
            Profile photo (optional)
          </label>
          <input
            id={photoInputId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={uploading}
            onChange={(e) => {
              const input = e.currentTarget;
              dismiss('photo');
              // A refused or failed photo is cleared from the picker too.
              void photo.upload(input.files?.[0]).then((stored) => {
                if (!stored) input.value = '';
              });
            }}
            className="mt-1 block w-full text-sm text-gray-600 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          <p className="mt-1 text-xs text-gray-500" aria-live="polite">
            {uploading ? 'Uploading...' : 'JPG, PNG, GIF or WebP, up to 5 MB.'}
          </p>
          {error('photo') && <p className="mt-1 text-sm text-red-600">{error('photo')}</p>}
        </div>
        <input type="hidden" name="photo" value={photo.url} />
      </div>

      <TextField label="Full name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={error('name')} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={error('email')}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={error('phone')}
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        textarea
        value={values.address}
        onChange={set('address')}
        error={error('address')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          dismiss('password');
        }}
        error={error('password')}
      />
      <PasswordField
        label="Confirm password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(v) => {
          setConfirmation(v);
          dismiss('password_confirmation');
        }}
        error={error('password_confirmation')}
        hint={
          confirmation ? (
            <p aria-live="polite" className={`mt-1 text-sm ${mismatch ? 'text-red-600' : 'text-leaf-700'}`}>
              {mismatch ? PASSWORDS_DO_NOT_MATCH : '✓ Passwords match'}
            </p>
          ) : null
        }
      />
      <SubmitButton disabled={pending || uploading || mismatch}>{pending ? 'Registering...' : 'Register'}</SubmitButton>
    </form>
  );
}
