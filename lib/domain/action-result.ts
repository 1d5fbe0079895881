import type { Coded, FieldCode, FieldErrors, Notice } from './errors';

/**
 * What every server action answers (lib/actions/run-action.ts builds it, for every action: forms, the cart,
 * the checkout wizard, the redirecting ones): whether it worked, as codes the page words in its own language
 * (DESIGN.md §5). On success the data the form needs (the cart as it now is, the checkout's next state, ...)
 * and optionally a notice to show; on failure the refusal, the refusals per field and the form's echoed
 * values. The `never` members let a form read `state?.fieldErrors` or `state?.data` unnarrowed.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; notice?: Notice; error?: never; fieldErrors?: never; values?: never }
  | {
      ok: false;
      error: Coded<FieldCode>;
      fieldErrors?: FieldErrors;
      /** What a form sent, echoed after a failure so a form submitted without JavaScript keeps it (never passwords). */
      values?: Record<string, string>;
      data?: never;
      notice?: never;
    };

/** A success built outside an action (a page's first state for useActionState). */
export const succeeded = <T>(data: T): ActionResult<T> => ({ ok: true, data });

/**
 * What signing in or registering answers besides its notice: the add a signed-out visitor asked for before
 * (issue 37), claimed with the sign-in, as its notice or its refusal, for the page they return to.
 */
export type SignedInAnswer = { cart?: { ok: true; notice: Notice } | { ok: false; error: Coded } };
