import 'server-only';
import type { z } from 'zod';
import type { Role } from '@/lib/domain/roles';
import type { ActionResult } from '@/lib/domain/action-result';
import { requireRole, requireSignedIn, type Caller } from '@/lib/server/accounts';
import { currentCaller } from '@/lib/server/accounts/session';
import { ApiError, forbidden, parseOr422 } from '@/lib/server/errors';

export type { ActionResult };

/** What an action's body returns on success: the message to show and, if the form needs it, data. */
type ActionDone<T> = { message: string; data?: T };

type RunActionOptions<S extends z.ZodType, T> = {
  /** Who may call it (checked before anything is parsed; the data layer checks again). Omit: anyone. */
  roles?: Role | readonly Role[];
  /** Any signed-in caller (a guest is answered 401 before anything is parsed). */
  signedIn?: true;
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
};

/**
 * Runs one server action the one way: who is calling (the session, re-read from the database), the role,
 * the parse, the lib/server call, then the result. Errors from lib/server become the message the form
 * shows; anything unexpected is logged and answered with the fallback text.
 */
export async function runAction<S extends z.ZodType, T = undefined>(options: RunActionOptions<S, T>): Promise<ActionResult<T>> {
  try {
    const caller = await currentCaller();
    if (options.roles) allowed(caller, options.roles);
    if (options.signedIn) requireSignedIn(caller);
    const data = parseOr422(options.schema, options.input);
    const done = await options.run(caller, data);
    return { ok: true, message: done.message, ...(done.data === undefined ? {} : { data: done.data }) };
  } catch (error) {
    return failed(error, options);
  }
}

/** A guest and a signed-in caller without the role get the same answer from an action. */
function allowed(caller: Caller, roles: Role | readonly Role[]): void {
  try {
    requireRole(caller, roles);
  } catch {
    throw forbidden();
  }
}

function failed<S extends z.ZodType, T>(error: unknown, options: RunActionOptions<S, T>): ActionResult<never> {
  const { fallback, messageOf } = options;
  const values = options.values ? { values: options.values } : {};
  if (error instanceof ApiError) {
    const plain = error.status === 422 && error.message === 'Validation failed' ? fallback : error.message;
    return { ok: false, message: messageOf ? messageOf(error, fallback) : plain, errors: error.extra.errors, ...values };
  }
  // redirect() and notFound() from next/navigation must propagate.
  if (error && typeof error === 'object' && 'digest' in error) throw error;
  console.error('[action] failed', error);
  return { ok: false, message: fallback, ...values };
}
