'use server';

import { changePasswordSchema, POSTAL_FIELD_NAMES, profileSchema } from '@/lib/domain/validation/auth';
import { changePassword, toWireUser, updateMyProfile } from '@/lib/server/accounts';
import type { WireUser } from '@/lib/domain/user';
import { runAction, type ActionResult } from './run-action';

// The profile page's two forms. Plain forms posting to these actions: they work without JavaScript.

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};

export async function updateProfileAction(_prev: ActionResult<WireUser> | null, form: FormData): Promise<ActionResult<WireUser>> {
  const values = Object.fromEntries((['name', 'phone', 'address', ...POSTAL_FIELD_NAMES, 'photo'] as const).map((f) => [f, text(form, f)]));
  return runAction({
    signedIn: true,
    refresh: true,
    schema: profileSchema,
    input: values,
    values,
    fallback: 'account.profile_failed',
    run: async (caller, input) => {
      const user = toWireUser(await updateMyProfile(caller, input));
      return { notice: { code: 'account.profile_updated' }, data: user };
    },
  });
}

/** Needs the current password; every other session of the account ends, this one stays signed in. */
export async function changePasswordAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    signedIn: true,
    schema: changePasswordSchema,
    input: {
      current_password: text(form, 'current_password'),
      password: text(form, 'password'),
      password_confirmation: text(form, 'password_confirmation'),
      otp: text(form, 'otp'),
    },
    fallback: 'account.password_failed',
    run: async (caller, input) => {
      await changePassword(caller, input);
      return { notice: { code: 'account.password_changed' } };
    },
  });
}
