'use client';

import { useState } from 'react';
import { TextField } from '@/components/auth/form-bits';

type Values = { name: string; phone: string | null; address: string | null };

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
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? '', address: user.address ?? '' });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    dismiss(field);
  };
  return (
    <>
      <TextField label="Full name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={error('name')} />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        required={false}
        value={values.phone}
        onChange={set('phone')}
        error={error('phone')}
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        textarea
        required={false}
        value={values.address}
        onChange={set('address')}
        error={error('address')}
      />
    </>
  );
}
