'use client';

import { useActionState, useState } from 'react';
import { changePasswordAction } from '@/lib/actions/profile';
import { PASSWORDS_DO_NOT_MATCH } from '@/lib/domain/validation/auth';
import { PasswordField, StatusBanner, useDismissibleErrors } from '@/components/auth/form-bits';
import { SubmitButton } from '@/components/ui/submit-button';

/** Change password: the current one is required; other devices are signed out, this one stays. */
export function PasswordForm() {
  const [state, formAction] = useActionState(changePasswordAction, null);
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [shownFor, setShownFor] = useState(state);
  const { error, dismiss } = useDismissibleErrors(state?.errors);
  // A successful change empties the form (during render, once per result).
  if (shownFor !== state) {
    setShownFor(state);
    if (state?.ok) setValues({ current_password: '', password: '', password_confirmation: '' });
  }
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    dismiss(field);
  };
  const mismatch = values.password_confirmation !== '' && values.password !== values.password_confirmation;

  return (
    <form action={formAction} className="space-y-5" aria-labelledby="password-h">
      <h2 id="password-h" className="text-xl font-bold text-gray-900">
        Change password
      </h2>
      <StatusBanner text={state?.message ?? ''} />
      <PasswordField
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={set('current_password')}
        error={error('current_password')}
      />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={error('password')}
      />
      <PasswordField
        label="Confirm new password"
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        error={error('password_confirmation')}
        hint={values.password_confirmation ? (mismatch ? PASSWORDS_DO_NOT_MATCH : '✓ Passwords match') : null}
        hintTone={mismatch ? 'error' : 'success'}
      />
      <p className="text-sm text-gray-600">Changing your password signs you out on every other device.</p>
      <SubmitButton disabled={mismatch} pendingText="Saving...">
        Change Password
      </SubmitButton>
    </form>
  );
}
