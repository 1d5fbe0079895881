'use server';

import { AuthError } from 'next-auth';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  POSTAL_FIELD_NAMES,
  resetPasswordSchema,
  siteRegisterSchema,
} from '@/lib/domain/validation/auth';
import { DomainError, fail, invalid } from '@/lib/domain/errors';
import { signIn, signOut, SignInRefused } from '@/lib/server/accounts/auth';
import { endOwnSession, guestCaller, resetPassword, signOutEverywhere } from '@/lib/server/accounts';
import { confirmEmailAddress, registerAccount, requestPasswordReset } from '@/lib/server/recovery';
import { localizedPath } from '@/lib/i18n/routing';
import { pageLocale } from './page-locale';
import { noInput, runAction, type ActionResult } from './run-action';
import { claimPendingAddAfterSignIn } from './pending-add';
import type { SignedInAnswer } from '@/lib/domain/action-result';

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};

/** Starts the Auth.js session; a refusal carries its code (the generic one, or the rate limit's). */
async function startSession(email: string, password: string, otp?: string): Promise<void> {
  try {
    await signIn('credentials', { email, password, otp: otp ?? '', redirect: false });
  } catch (error) {
    if (error instanceof SignInRefused) {
      // A missing or wrong two-factor code is refused on the form's code field, which the form then shows.
      const { code } = error.refusal;
      if (code === 'auth.otp_required') throw invalid({ otp: [{ code: 'account.otp_required' }] }, code);
      if (code === 'auth.otp_invalid') throw invalid({ otp: [{ code: 'account.otp_invalid' }] }, code);
      throw new DomainError(code, error.refusal.params);
    }
    if (error instanceof AuthError) throw fail('auth.login_failed');
    throw error;
  }
}

/** After a sign-in: the add a signed-out visitor asked for (lib/actions/pending-add.ts), when there was one. */
async function signedInAnswer(form: FormData): Promise<SignedInAnswer> {
  const pendingAdd = await claimPendingAddAfterSignIn(pageLocale(form.get('locale')));
  if (!pendingAdd) return {};
  return { cart: pendingAdd.ok ? { ok: true, notice: pendingAdd.notice } : { ok: false, error: pendingAdd.error } };
}

export async function loginAction(_prev: ActionResult<SignedInAnswer> | null, form: FormData): Promise<ActionResult<SignedInAnswer>> {
  const values = { email: text(form, 'email') };
  return runAction({
    schema: loginSchema,
    input: { email: values.email, password: text(form, 'password'), otp: text(form, 'otp') },
    values,
    fallback: 'auth.login_failed',
    run: async (_caller, input) => {
      await startSession(input.email, input.password, input.otp);
      return { notice: { code: 'auth.logged_in' }, data: await signedInAnswer(form) };
    },
  });
}

export async function registerAction(_prev: ActionResult<SignedInAnswer> | null, form: FormData): Promise<ActionResult<SignedInAnswer>> {
  const fields = ['name', 'email', 'phone', 'address', ...POSTAL_FIELD_NAMES, 'photo'] as const;
  const values = Object.fromEntries(fields.map((f) => [f, text(form, f)]));
  return runAction({
    schema: siteRegisterSchema,
    input: { ...values, password: text(form, 'password'), password_confirmation: text(form, 'password_confirmation') },
    values,
    fallback: 'account.registration_failed',
    run: async (caller, input) => {
      // The site's form is always a self-registration (role user), whoever is signed in.
      await registerAccount(guestCaller(caller.ip), { ...input, role: 'user' }, pageLocale(form.get('locale')));
      await startSession(input.email, input.password);
      return { notice: { code: 'auth.registered' }, data: await signedInAnswer(form) };
    },
  });
}

/** "Forgot password?": the same answer whether or not the address has an account; the mail in the page's language. */
export async function forgotPasswordAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  const values = { email: text(form, 'email') };
  return runAction({
    schema: forgotPasswordSchema,
    input: values,
    values,
    fallback: 'account.reset_failed',
    run: async (caller, input) => {
      await requestPasswordReset(caller, input, pageLocale(form.get('locale')));
      return { notice: { code: 'account.reset_link_sent' } };
    },
  });
}

/** The mailed link's form: sets the new password (every other session ends), then signs in with it. */
export async function resetPasswordAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    schema: resetPasswordSchema,
    input: { token: text(form, 'token'), password: text(form, 'password'), password_confirmation: text(form, 'password_confirmation') },
    fallback: 'account.reset_failed',
    run: async (caller, input) => {
      const user = await resetPassword(caller, input);
      // A mailed link never stands in for the second factor: that account signs in afresh with its code.
      if (user.totpSecret)
        return { notice: { code: 'account.password_reset_sign_in' }, redirect: localizedPath('/auth', pageLocale(form.get('locale'))) };
      await startSession(user.email, input.password);
      return { notice: { code: 'account.password_reset' } };
    },
  });
}

/** The mailed confirmation link's page: confirms the address (or moves the account to the new one). */
export async function confirmEmailAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    schema: confirmEmailSchema,
    input: { token: text(form, 'token') },
    refresh: true,
    fallback: 'account.confirm_failed',
    run: async (caller, input) => {
      await confirmEmailAddress(caller, input, pageLocale(form.get('locale')));
      return { notice: { code: 'account.email_confirmed' } };
    },
  });
}

/** Logout ends the session on the server too: a copy of the cookie stops working at once. */
export async function logoutAction(): Promise<ActionResult> {
  return runAction({
    schema: noInput,
    input: undefined,
    fallback: 'account.logout_failed',
    run: async (caller) => {
      if (caller.kind === 'user') await endOwnSession(caller);
      await signOut({ redirect: false });
      return { notice: { code: 'auth.logged_out' } };
    },
  });
}

/** "Sign out everywhere": every session and API token of the account ends, this browser's included. */
export async function signOutEverywhereAction(): Promise<ActionResult> {
  return runAction({
    schema: noInput,
    input: undefined,
    fallback: 'account.logout_failed',
    run: async (caller) => {
      if (caller.kind === 'user') await signOutEverywhere(caller);
      await signOut({ redirect: false });
      return { notice: { code: 'auth.signed_out_everywhere' } };
    },
  });
}
