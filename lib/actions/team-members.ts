'use server';
import { z } from '@/lib/domain/zod';
import { recordId } from '@/lib/domain/validation/fields';
import { registerSchema, teamMemberUpdateSchema } from '@/lib/domain/validation/auth';
import { removeTeamMember, updateTeamMember } from '@/lib/server/accounts';
import { registerAccount } from '@/lib/server/recovery';
import { checkedUpload, storeUploadedPhoto } from '@/lib/server/files';
import { runAction, type ActionResult } from './run-action';

// The spec shows the server's field refusals joined in one line ("The email has already been taken. Passwords
// do not match"): the answer carries them (fieldErrors) and the team form joins them.

type State = ActionResult | null;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : undefined;
};

/** Add Member: always a manager; the admin's own session is untouched (no sign-in happens here). */
export async function addTeamMember(_prev: State, form: FormData): Promise<ActionResult> {
  const photo = form.get('photo');
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: registerSchema,
    input: {
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      address: text(form, 'address'),
      password: text(form, 'password') ?? '',
      password_confirmation: text(form, 'password_confirmation') ?? '',
      role: 'manager',
    },
    fallback: 'team.registration_failed',
    run: async (caller, input) => {
      const upload = await checkedUpload(photo, 'photo');
      const photoUrl = upload ? await storeUploadedPhoto(caller, upload) : undefined;
      await registerAccount(caller, { ...input, ...(photoUrl ? { photo: photoUrl } : {}) }, undefined);
      return { notice: { code: 'team.registered' } };
    },
  });
}

export async function editTeamMember(_prev: State, form: FormData): Promise<ActionResult> {
  const photo = form.get('photo');
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: z.object({ id: z.coerce.number().pipe(recordId), fields: teamMemberUpdateSchema }),
    input: {
      id: text(form, 'id'),
      fields: { name: text(form, 'name'), email: text(form, 'email'), phone: text(form, 'phone'), address: text(form, 'address') },
    },
    fallback: 'team.update_failed',
    run: async (caller, input) => {
      const upload = await checkedUpload(photo, 'photo');
      const photoUrl = upload ? await storeUploadedPhoto(caller, upload) : undefined;
      await updateTeamMember(caller, input.id, { ...input.fields, ...(photoUrl ? { photo: photoUrl } : {}) });
      return { notice: { code: 'team.updated' } };
    },
  });
}

export async function deleteTeamMember(id: number): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: recordId,
    input: id,
    fallback: 'team.remove_failed',
    run: async (caller, memberId) => {
      await removeTeamMember(caller, memberId);
      return { notice: { code: 'team.removed' } };
    },
  });
}
