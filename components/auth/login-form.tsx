'use client';

import { useActionState, useState } from 'react';
import { loginAction } from '@/lib/actions/auth';
import { PasswordField, StatusBanner, SubmitButton, TextField, useDismissibleErrors } from './form-bits';
import { NoScriptRedirect, useAuthSuccess } from './use-auth-success';

/** A plain form posting to a server action: it signs in without JavaScript too. */
export function LoginForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState(loginAction, null);
  const [email, setEmail] = useState(() => state?.values?.email ?? '');
  const [password, setPassword] = useState('');
  const { error, dismiss } = useDismissibleErrors(state?.errors);
  useAuthSuccess(state?.ok === true, next);

  return (
    <form action={formAction} className="space-y-5" noValidate={false}>
      <StatusBanner text={state?.message ?? ''} />
      {state?.ok && <NoScriptRedirect next={next} />}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(v) => {
          setEmail(v);
          dismiss('email');
        }}
        error={error('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          dismiss('password');
        }}
        error={error('password')}
      />
      <SubmitButton disabled={pending}>{pending ? 'Logging in...' : 'Login'}</SubmitButton>
    </form>
  );
}
