'use client';

import type { ActionResult } from '@/lib/domain/action-result';
import type { FieldError } from '@/lib/domain/errors';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { Notice } from './ui';

/** An action's answer as the back-office shows it: its notice, or its refusal, worded from the codes. */
export function useResultText(): (result: ActionResult<unknown>) => string {
  const coded = useCodedText();
  return (result) => (result.ok ? (result.notice ? coded.notice(result.notice) : '') : coded.error(result.error));
}

/** The answer of the last action above a list or form: green for a notice, red for a refusal. */
export function ResultNotice({ result }: { result: ActionResult<unknown> | null }) {
  const text = useResultText();
  const shown = result && text(result);
  return shown ? <Notice kind={result.ok ? 'success' : 'error'}>{shown}</Notice> : null;
}

/** A field's first refusal under it (`id`-error, which the field names in aria-describedby). */
export function FieldRefusal({ id, errors }: { id: string; errors?: FieldError[] }) {
  const coded = useCodedText();
  return errors?.length ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
      {coded.error(errors[0])}
    </p>
  ) : null;
}
