'use server';

import { emailChangeSchema, reauthSchema, twoFactorConfirmSchema } from '@/lib/domain/validation/auth';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, eraseMyAccount, type QrDrawing } from '@/lib/server/accounts';
import { signOut } from '@/lib/server/accounts/auth';
import { localizedPath } from '@/lib/i18n/routing';
import { requestEmailChange, resendEmailConfirmation } from '@/lib/server/recovery';
import { pageLocale } from './page-locale';
import { noInput, runAction, type ActionResult } from './run-action';

// The profile's security forms: the address (confirm, change) and two-factor sign-in (on, off). Each change
// that matters asks for the password again (and the code when two-factor sign-in is on).

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};

/** "Send the confirmation link again", in the page's language. */
export async function resendConfirmationAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    signedIn: true,
    schema: noInput,
    input: undefined,
    fallback: 'account.confirm_failed',
    run: async (caller) => {
      const sent = await resendEmailConfirmation(caller, pageLocale(form.get('locale')));
      return { notice: { code: sent ? 'account.confirmation_sent' : 'account.already_confirmed' } };
    },
  });
}

export async function changeEmailAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  const values = { email: text(form, 'email') };
  return runAction({
    signedIn: true,
    schema: emailChangeSchema,
    input: { ...values, password: text(form, 'password'), otp: text(form, 'otp') },
    values,
    fallback: 'account.email_change_failed',
    run: async (caller, input) => {
      await requestEmailChange(caller, input, pageLocale(form.get('locale')));
      return { notice: { code: 'account.email_change_sent' } };
    },
  });
}

export type TwoFactorSetup = { secret: string; qr: QrDrawing };

export async function beginTwoFactorAction(
  _prev: ActionResult<TwoFactorSetup> | null,
  form: FormData,
): Promise<ActionResult<TwoFactorSetup>> {
  return runAction({
    signedIn: true,
    schema: reauthSchema,
    input: { password: text(form, 'password') },
    fallback: 'account.two_factor_failed',
    run: async (caller, input) => {
      const { secret, qr } = await beginTwoFactor(caller, input);
      return { data: { secret, qr } };
    },
  });
}

export async function confirmTwoFactorAction(_prev: ActionResult<string[]> | null, form: FormData): Promise<ActionResult<string[]>> {
  return runAction({
    signedIn: true,
    schema: twoFactorConfirmSchema,
    input: { otp: text(form, 'otp') },
    fallback: 'account.two_factor_failed',
    run: async (caller, input) => ({ notice: { code: 'account.two_factor_enabled' }, data: await confirmTwoFactor(caller, input) }),
  });
}

export async function disableTwoFactorAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    signedIn: true,
    refresh: true,
    schema: reauthSchema,
    input: { password: text(form, 'password'), otp: text(form, 'otp') },
    fallback: 'account.two_factor_failed',
    run: async (caller, input) => {
      await disableTwoFactor(caller, input);
      return { notice: { code: 'account.two_factor_disabled' } };
    },
  });
}

/** Erases the account (password, and the code when set), signs this browser out and goes home. */
export async function eraseAccountAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    signedIn: true,
    schema: reauthSchema,
    input: { password: text(form, 'password'), otp: text(form, 'otp') },
    fallback: 'account.erase_failed',
    run: async (caller, input) => {
      await eraseMyAccount(caller, input);
      await signOut({ redirect: false });
      return { notice: { code: 'account.erased' }, redirect: localizedPath('/', pageLocale(form.get('locale'))) };
    },
  });
}
