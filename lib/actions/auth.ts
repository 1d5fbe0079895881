'use server';

import { headers } from 'next/headers';
import { AuthError } from 'next-auth';
import type { z } from 'zod';
import { loginSchema, siteRegisterSchema } from '@/lib/domain/validation/auth';
import { signIn, signOut, SignInRefused } from '@/lib/server/accounts/auth';
import { guestCaller, registerUser } from '@/lib/server/accounts';
import { ApiError, clientIp } from '@/lib/server/http';

export type AuthFormState = {
  status: 'idle' | 'success' | 'error';
  message: string;
  /** First message per field (the form shows only that one). */
  errors: Record<string, string>;
  /** Echoed back so a form submitted without JavaScript keeps what was typed (never passwords). */
  values: Record<string, string>;
};

const firstErrors = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
};

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};

async function requestIp(): Promise<string> {
  return clientIp(await headers());
}

/** Starts the Auth.js session; refusals carry their message (generic, or the rate limit's). */
async function startSession(email: string, password: string): Promise<string | null> {
  try {
    await signIn('credentials', { email, password, redirect: false });
    return null;
  } catch (error) {
    if (error instanceof SignInRefused) return error.userMessage;
    if (error instanceof AuthError) return 'Login failed';
    throw error;
  }
}

export async function loginAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = { email: text(form, 'email') };
  const parsed = loginSchema.safeParse({ email: values.email, password: text(form, 'password') });
  if (!parsed.success) return { status: 'error', message: 'Login failed', errors: firstErrors(parsed.error), values };
  const refused = await startSession(parsed.data.email, parsed.data.password);
  if (refused) return { status: 'error', message: refused, errors: {}, values };
  return { status: 'success', message: 'Login successful!', errors: {}, values };
}

export async function registerAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const fields = ['name', 'email', 'phone', 'address', 'photo'] as const;
  const values = Object.fromEntries(fields.map((f) => [f, text(form, f)]));
  const parsed = siteRegisterSchema.safeParse({
    ...values,
    password: text(form, 'password'),
    password_confirmation: text(form, 'password_confirmation'),
  });
  if (!parsed.success) return { status: 'error', message: 'Registration failed', errors: firstErrors(parsed.error), values };
  try {
    // The site's form is always a self-registration (role user), whoever is signed in.
    await registerUser(guestCaller(await requestIp()), { ...parsed.data, role: 'user' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = Object.fromEntries(Object.entries(error.extra.errors ?? {}).map(([k, v]) => [k, v[0]]));
    return { status: 'error', message: error.status === 422 ? 'Registration failed' : error.message, errors, values };
  }
  const refused = await startSession(parsed.data.email, parsed.data.password);
  if (refused) return { status: 'error', message: refused, errors: {}, values };
  return { status: 'success', message: 'Registration successful!', errors: {}, values };
}

export async function logoutAction(): Promise<void> {
  await signOut({ redirect: false });
}
