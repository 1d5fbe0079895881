'use client';

import type { FormErrors } from '@/lib/domain/validation/checkout-form';
import { Field } from './field';

type Values = Record<string, string>;

/** Name and address fields shared by the shipping and billing parts of the form. */
export function AddressFields({
  prefix,
  values,
  errors,
  set,
  withContact,
}: {
  prefix: string;
  values: Values;
  errors: FormErrors;
  set: (k: string, v: string) => void;
  withContact: boolean;
}) {
  const f = (k: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field id={`${prefix}-${k}`} label={label} value={values[k] ?? ''} error={errors[k]} onChange={(v) => set(k, v)} {...extra} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {f('firstName', 'First name', { autoComplete: `${prefix} given-name` })}
      {f('lastName', 'Last name', { autoComplete: `${prefix} family-name` })}
      {withContact && f('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {withContact && f('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {f('address', 'Address', { autoComplete: `${prefix} street-address`, className: 'sm:col-span-2' })}
      {f('city', 'City', { autoComplete: `${prefix} address-level2` })}
      {f('state', 'State', { autoComplete: `${prefix} address-level1` })}
      {f('zipCode', 'PIN code', { autoComplete: `${prefix} postal-code`, inputMode: 'numeric' })}
      <div>
        <label htmlFor={`${prefix}-country`} className="mb-1 block text-sm font-medium text-gray-800">
          Country
        </label>
        <select
          id={`${prefix}-country`}
          value="India"
          onChange={() => undefined}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
        >
          <option value="India">India</option>
        </select>
      </div>
    </div>
  );
}
