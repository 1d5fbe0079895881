'use server';
import { revalidatePath } from 'next/cache';
import { registerSchema, teamMemberUpdateSchema } from '@/lib/domain/validation/auth';
import { actionActor, removeTeamMember, storeTeamMemberPhoto, updateTeamMember, registerUser } from '@/lib/server/accounts';
import { ApiError, type SignedInCaller, parseOr422 } from '@/lib/server/http';
import { checkedUpload } from '@/lib/server/files';
import { failed } from './action-result';

type State = { ok: boolean; message: string } | null;

/** The spec shows server errors joined in one line ("The email has already been taken. Passwords do not match"). */
function joined(error: unknown, fallback: string): State {
  if (error instanceof ApiError && error.extra.errors) {
    return { ok: false, message: Object.values(error.extra.errors).flat().join(' ') || fallback };
  }
  const r = failed(error, fallback);
  return { ok: false, message: r.message };
}

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : undefined;
};

async function photoUrl(form: FormData, admin: SignedInCaller): Promise<string | undefined> {
  const upload = await checkedUpload(form.get('photo'), 'photo');
  if (!upload) return undefined;
  return (await storeTeamMemberPhoto(admin, upload)).url;
}

/** Add Member: always a manager; the admin's own session is untouched (no sign-in happens here). */
export async function addTeamMember(_prev: State, form: FormData): Promise<State> {
  try {
    const admin = await actionActor('admin');
    const input = parseOr422(registerSchema, {
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      address: text(form, 'address'),
      password: text(form, 'password') ?? '',
      password_confirmation: text(form, 'password_confirmation') ?? '',
      photo: await photoUrl(form, admin),
      role: 'manager',
    });
    await registerUser(input, { actor: admin, ip: admin.ip ?? '127.0.0.1' });
    revalidatePath('/admin/team');
    return { ok: true, message: 'Team member registered successfully' };
  } catch (error) {
    return joined(error, 'Registration failed');
  }
}

export async function editTeamMember(_prev: State, form: FormData): Promise<State> {
  try {
    const admin = await actionActor('admin');
    const photo = await photoUrl(form, admin);
    const input = parseOr422(teamMemberUpdateSchema, {
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      address: text(form, 'address'),
      ...(photo ? { photo } : {}),
    });
    await updateTeamMember(admin, Number(text(form, 'id')), input, admin.ip ?? '127.0.0.1');
    revalidatePath('/admin/team');
    return { ok: true, message: 'Team member updated successfully' };
  } catch (error) {
    return joined(error, 'Failed to update team member');
  }
}

export async function deleteTeamMember(id: number): Promise<{ ok: boolean; message: string }> {
  try {
    const admin = await actionActor('admin');
    await removeTeamMember(admin, id, admin.ip ?? '127.0.0.1');
    revalidatePath('/admin/team');
    return { ok: true, message: 'Team member removed successfully' };
  } catch (error) {
    return { ok: false, message: failed(error, 'Failed to remove team member').message };
  }
}
