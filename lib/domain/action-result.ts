/**
 * What every server action answers (lib/actions/run-action.ts builds it, for every action: forms, the cart,
 * the checkout wizard, the redirecting ones): whether it worked and a message to show; on success the data
 * the form needs (the cart as it now is, the checkout's next state, ...); on failure the errors per field and
 * the form's echoed values. The `never` members let a form read `state?.errors` or `state?.data` unnarrowed.
 */
export type ActionResult<T = undefined> =
  | { ok: true; message: string; data: T; errors?: never; values?: never }
  | {
      ok: false;
      message: string;
      errors?: Record<string, string[]>;
      /** What a form sent, echoed after a failure so a form submitted without JavaScript keeps it (never passwords). */
      values?: Record<string, string>;
      data?: never;
    };

/** A success built outside an action (a page's first state for useActionState). */
export const succeeded = <T>(data: T, message = ''): ActionResult<T> => ({ ok: true, message, data });
