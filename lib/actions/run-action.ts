import 'server-only';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from '@/lib/domain/zod';
import { isStaff, type Role } from '@/lib/domain/roles';
import type { ActionResult } from '@/lib/domain/action-result';
import {
  fail,
  gatewayRefusalForBuyer,
  type Coded,
  type DomainError,
  type ErrorCode,
  type FieldCode,
  type Notice,
} from '@/lib/domain/errors';
import { requireRole, requireSignedIn, type Caller } from '@/lib/server/accounts';
import { currentCaller } from '@/lib/server/accounts/session';
import { parseOrRefuse, toKnownError } from '@/lib/server/errors';

export type { ActionResult };

/** The schema of an action that takes no input. */
export const noInput = z.undefined();

/**
 * What an action's body returns on success: the notice to show, the data the form needs, or a page to go to
 * (redirect() throws, so the runner calls it after its try/catch, never the body).
 */
type ActionDone<T> = { notice?: Notice; data?: T; redirect?: string };

type RunActionOptions<S extends z.ZodType, T> = {
  /** Who may call it (checked before anything is parsed; the data layer checks again). Omit: anyone. */
  roles?: Role | readonly Role[];
  /** Any signed-in caller (a guest is refused `auth.unauthenticated` before anything is parsed). */
  signedIn?: true;
  /** A guest is sent to this page instead (the checkout's sign-in with a way back, in the form's language). */
  guestRedirect?: string;
  /** The same schema the route handler parses its body with. */
  schema: S;
  input: unknown;
  run: (caller: Caller, data: z.output<S>) => Promise<ActionDone<T>>;
  /** The spec's refusal for a failure that has no words of its own (anything unexpected, and a plain `validation.failed`). */
  fallback: ErrorCode;
  /** A different refusal to answer for what lib/server threw (the cart's spec texts, say); undefined keeps the runner's. */
  refusalOf?: (error: DomainError) => Coded | undefined;
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
 * the parse, the lib/server call, then the result. What is thrown is answered as its code (toKnownError, the
 * map the /api edge reads too): the page words it in its own language (DESIGN.md §5); anything unexpected is
 * logged and answered with the fallback. The action never guesses a language: what it needs one for (a
 * redirect, names in the cart, a mail) it is given by its form.
 */
export async function runAction<S extends z.ZodType, T = undefined>(options: RunActionOptions<S, T>): Promise<ActionResult<T>> {
  let done: ActionDone<T>;
  let caller: Caller | undefined;
  try {
    caller = await currentCaller();
    if (options.guestRedirect && caller.kind !== 'user') {
      done = { redirect: options.guestRedirect };
    } else {
      if (options.roles) allowed(caller, options.roles);
      if (options.signedIn) requireSignedIn(caller);
      done = await options.run(caller, parseOrRefuse(options.schema, options.input));
    }
  } catch (error) {
    const answer = failed(error, options);
    // A gateway's own words reach staff only; buyers and donors read ours (lib/domain/errors/gateway-refusal.ts).
    const staff = caller?.kind === 'user' && isStaff(caller.role);
    return answer.ok || staff ? answer : { ...answer, error: gatewayRefusalForBuyer(answer.error) as Coded<FieldCode> };
  }
  if (done.redirect) redirect(done.redirect);
  if (options.refresh) refresh();
  return done.notice ? { ok: true, data: done.data as T, notice: done.notice } : { ok: true, data: done.data as T };
}

/** A guest and a signed-in caller without the role get the same answer from an action. */
function allowed(caller: Caller, roles: Role | readonly Role[]): void {
  try {
    requireRole(caller, roles);
  } catch {
    throw fail('auth.forbidden');
  }
}

/** Refusals with no words of their own: the action's fallback says what failed. */
const WORDLESS: readonly ErrorCode[] = ['server.error', 'validation.failed'];

function failed<S extends z.ZodType, T>(error: unknown, options: RunActionOptions<S, T>): ActionResult<T> {
  // notFound() (and a stray redirect()) from next/navigation must propagate.
  if (error && typeof error === 'object' && 'digest' in error) throw error;
  const known = toKnownError(error, `[action] ${options.fallback}`);
  const refusal = options.refusalOf?.(known) ?? (WORDLESS.includes(known.code as ErrorCode) ? { code: options.fallback } : known.coded);
  return {
    ok: false,
    error: refusal,
    ...(known.fieldErrors ? { fieldErrors: known.fieldErrors } : {}),
    ...(options.values ? { values: options.values } : {}),
  };
}
