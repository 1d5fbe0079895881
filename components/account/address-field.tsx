'use client';

import { useTranslations } from 'next-intl';
import { CONTROL, Field } from '@/components/ui/field';

/** The postal address as a two-line box, as registration and the profile ask for it. */
export function AddressField({
  value,
  onChange,
  error,
  required,
}: {
  value: string;
  onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string;
  required?: boolean;
}) {
  const t = useTranslations('authForm');
  return (
    <Field label={t('address')} error={error}>
      {(control) => (
        <textarea
          {...control}
          name="address"
          rows={2}
          autoComplete="street-address"
          required={required}
          value={value}
          onChange={onChange}
          className={CONTROL}
        />
      )}
    </Field>
  );
}
