'use client';

import { useEffect, type RefObject } from 'react';

/**
 * After a refused submission, focus goes to the form's first field in error (page order) instead of staying on
 * the pressed button: the keyboard and the screen reader start where the fixing is. `answer` is the action's
 * latest state; `refused` says whether it refused fields.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, answer: unknown, refused: boolean) {
  useEffect(() => {
    if (!refused) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, answer, refused]);
}
