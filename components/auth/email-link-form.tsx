'use client';

import { useActionState, useState } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { Field } from '@/components/ui/field';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { StatusBanner, answerBanner, useDismissibleErrors } from './form-bits';

type LinkAction = (prev: ActionResult | null, form: FormData) => Promise<ActionResult>;

/** A text field asked for besides the address (the receipt number of "send my receipt again"). */
export type ExtraField = { name: string; label: string };

/**
 * "E-mail me a link": a forgotten password, a fresh receipt link, the My giving sign-in. The server action
 * answers the same whether or not the address is known; the form shows that answer, or the fields' refusals.
 */
export function EmailLinkForm({
  action,
  labels,
  extraFields = [],
}: {
  action: LinkAction;
  labels: { email: string; send: string; sending: string };
  extraFields?: readonly ExtraField[];
}) {
  const [state, formAction] = useActionState(action, null);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...state?.values }));
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      dismiss(name);
    },
    error: error(name),
  });

  return (
    <form action={formAction} className="space-y-5">
      <LocaleField />
      <StatusBanner {...answerBanner(state, coded)} />
      <Field label={labels.email} type="email" autoComplete="email" required {...field('email')} />
      {extraFields.map((f) => (
        <Field key={f.name} label={f.label} required {...field(f.name)} />
      ))}
      <SubmitButton pendingText={labels.sending}>{labels.send}</SubmitButton>
    </form>
  );
}
