'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { AddressField } from './address-field';
import { PostalFields, type PostalValues } from './postal-fields';

type Values = { name: string; phone: string | null; address: string | null } & PostalValues;

/** Name, phone and address, each with its first server message under it, cleared on typing. */
export function ProfileFields({
  user,
  error,
  dismiss,
}: {
  user: Values;
  error: (field: string) => string | undefined;
  dismiss: (field: string) => void;
}) {
  const t = useTranslations('account');
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? '', address: user.address ?? '' });
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    dismiss(field);
  };
  return (
    <>
      <Field
        label={t('fullName')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={error('name')}
      />
      <Field
        label={t('phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={error('phone')}
      />
      <AddressField value={values.address} onChange={set('address')} error={error('address')} />
      <PostalFields values={user} error={error} dismiss={dismiss} />
    </>
  );
}
