'use client';

import { useActionState, useState } from 'react';
import { registerAction } from '@/lib/actions/auth';
import { PASSWORDS_DO_NOT_MATCH } from '@/lib/domain/validation/auth';
import { PhotoPicker } from './photo-picker';
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

      <PhotoPicker
        label="Profile photo (optional)"
        name={values.name || null}
        shown={photo.url || null}
        photo={photo}
        onPick={() => dismiss('photo')}
        error={error('photo')}
      />
      <input type="hidden" name="photo" value={photo.url} />

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
