import 'server-only';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from '@/lib/domain/zod';
import type { Role } from '@/lib/domain/roles';
import type { ActionResult } from '@/lib/domain/action-result';
import { requireRole, requireSignedIn, type Caller } from '@/lib/server/accounts';
import { currentCaller } from '@/lib/server/accounts/session';
import { DomainError } from '@/lib/domain/errors';
import { ApiError, forbidden, parseOr422 } from '@/lib/server/errors';
import { wireError } from '@/lib/server/http';
import { actionLocale, localizeAnswer } from '@/lib/i18n/action-locale';
import { localizedPath } from '@/lib/i18n/routing';

export type { ActionResult };

/** The schema of an action that takes no input. */
export const noInput = z.undefined();

/**
 * What an action's body returns on success: the message to show, the data the form needs, or a page to go to
 * (redirect() throws, so the runner calls it after its try/catch, never the body).
 */
type ActionDone<T> = { message: string; data?: T; redirect?: string };

type RunActionOptions<S extends z.ZodType, T> = {
  /** Who may call it (checked before anything is parsed; the data layer checks again). Omit: anyone. */
  roles?: Role | readonly Role[];
  /** Any signed-in caller (a guest is answered 401 before anything is parsed). */
  signedIn?: true;
  /** A guest is sent to this page instead (the checkout's sign-in with a way back). */
  guestRedirect?: string;
  /** The same schema the route handler parses its body with. */
  schema: S;
  input: unknown;
  run: (caller: Caller, data: z.output<S>) => Promise<ActionDone<T>>;
  /** The spec's text for a failure that has no message of its own (and for a plain 422). */
  fallback: string;
  /** A different way to word a refusal from lib/server (e.g. every field error joined in one line). */
  messageOf?: (error: ApiError, fallback: string) => string;
  /** The form's text fields, echoed back after a failure (see ActionResult.values). */
  values?: Record<string, string>;
  /**
   * A write shown on the page it was made from (back-office lists, the profile, an order): after success the
   * answer carries a fresh render of the current page (refresh() from next/cache), so the component needs no
   * router.refresh(). Cached public pages are expired by lib/server itself (expireAfter), not here.
   */
  refresh?: true;
};

/**
 * Runs one server action the one way: who is calling (the session, re-read from the database), the role,
 * the parse, the lib/server call, then the result. What is thrown becomes the message the form shows through
 * wireError, the same map the /api route handlers use; anything unexpected is logged and answered with the
 * fallback text. The answer's message and field errors come back in the language of the page the action was
 * called from (lib/i18n/action-locale: /hi pages get Hindi); the /api route handlers keep English.
 */
export async function runAction<S extends z.ZodType, T = undefined>(options: RunActionOptions<S, T>): Promise<ActionResult<T>> {
  let done: ActionDone<T>;
  try {
    const caller = await currentCaller();
    if (options.guestRedirect && caller.kind !== 'user') {
      // in the visitor's language: a Hindi checkout whose session ended signs in at /hi/auth
      done = { message: '', redirect: localizedPath(options.guestRedirect, await actionLocale()) };
    } else {
      if (options.roles) allowed(caller, options.roles);
      if (options.signedIn) requireSignedIn(caller);
      done = await options.run(caller, parseOr422(options.schema, options.input));
    }
  } catch (error) {
    return localizeAnswer(failed(error, options), await actionLocale());
  }
  if (done.redirect) redirect(done.redirect);
  if (options.refresh) refresh();
  const answer: ActionResult<T> = { ok: true, message: done.message, data: done.data as T };
  return localizeAnswer(answer, await actionLocale());
}

/** A guest and a signed-in caller without the role get the same answer from an action. */
function allowed(caller: Caller, roles: Role | readonly Role[]): void {
  try {
    requireRole(caller, roles);
  } catch {
    throw forbidden();
  }
}

function failed<S extends z.ZodType, T>(error: unknown, options: RunActionOptions<S, T>): ActionResult<T> {
  // notFound() (and a stray redirect()) from next/navigation must propagate.
  if (error && typeof error === 'object' && 'digest' in error) throw error;
  const { fallback, messageOf } = options;
  const values = options.values ? { values: options.values } : {};
  const wire = wireError(error, `[action] ${fallback}`);
  const known = new ApiError(wire.status, wire.message, wire);
  if (!(error instanceof ApiError || error instanceof DomainError) && known.status === 500)
    return { ok: false, message: fallback, ...values };
  const plain = known.status === 422 && known.message === 'Validation failed' ? fallback : known.message;
  return { ok: false, message: messageOf ? messageOf(known, fallback) : plain, errors: known.extra.errors, ...values };
}
