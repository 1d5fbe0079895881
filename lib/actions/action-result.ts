import 'server-only';
import { ApiError } from '@/lib/server/http';
import { ActionDenied } from '@/lib/server/accounts';

/** What every back-office server action answers: a message to show and, on 422, errors per field. */
export type ActionResult<T = undefined> = {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
  data?: T;
};

/** Maps what lib/server threw to a message the form can show; unknown failures get the spec's fallback text. */
export function failed(error: unknown, fallback: string): ActionResult<never> {
  if (error instanceof ApiError) {
    return {
      ok: false,
      message: error.status === 422 && error.message === 'Validation failed' ? fallback : error.message,
      errors: error.extra.errors,
    };
  }
  if (error instanceof ActionDenied) return { ok: false, message: error.message };
  // redirect() and notFound() from next/navigation must propagate.
  if (error && typeof error === 'object' && 'digest' in error) throw error;
  console.error('[action] failed', error);
  return { ok: false, message: fallback };
}
