import 'server-only';
import { cookies } from 'next/headers';
import type { SignedInCaller } from '@/lib/server/http';
import { findActiveUser, type UserRow } from './users';
import { callerFromCookieHeader } from './caller-sources';

async function cookieHeader(): Promise<string | null> {
  const jar = await cookies();
  const all = jar.getAll();
  return all.length ? all.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ') : null;
}

/** The signed-in visitor of a page or server action, re-read from the database (null when signed out). */
export async function currentCaller(): Promise<SignedInCaller | null> {
  return callerFromCookieHeader(await cookieHeader());
}

export async function currentUser(): Promise<UserRow | null> {
  const caller = await currentCaller();
  return caller ? findActiveUser(caller.userId) : null;
}
