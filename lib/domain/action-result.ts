/**
 * What every server action answers (lib/actions/run-action.ts builds it): whether it worked, a message to
 * show, on a validation failure the errors per field, and on success the data the form needs.
 */
export type ActionResult<T = undefined> = {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
  data?: T;
};
