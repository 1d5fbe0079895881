'use client';

import type { FormErrors } from '@/lib/domain/validation/checkout-form';
import { Field } from './field';

/** Name and address fields of the shipping (`shipping.*`, with email and phone) or billing (`billing.*`) address. */
export function AddressFields({
  prefix,
  values,
  errors,
  onEdit,
}: {
  prefix: 'shipping' | 'billing';
  values: Record<string, string>;
  errors: FormErrors;
  onEdit: (name: string) => void;
}) {
  const ac = prefix === 'shipping' ? 'shipping' : 'billing';
  const f = (k: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={`${prefix}.${k}`}
      label={label}
      defaultValue={values[k] ?? ''}
      error={errors[prefix === 'shipping' ? k : `billing.${k}`]}
      onEdit={onEdit}
      {...extra}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {f('firstName', 'First name', { autoComplete: `${ac} given-name` })}
      {f('lastName', 'Last name', { autoComplete: `${ac} family-name` })}
      {prefix === 'shipping' && f('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {prefix === 'shipping' && f('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {f('address', 'Address', { autoComplete: `${ac} street-address`, className: 'sm:col-span-2' })}
      {f('city', 'City', { autoComplete: `${ac} address-level2` })}
      {f('state', 'State', { autoComplete: `${ac} address-level1` })}
      {f('zipCode', 'PIN code', { autoComplete: `${ac} postal-code`, inputMode: 'numeric' })}
      <div>
        <label htmlFor={`${prefix}-country`} className="mb-1 block text-sm font-medium text-gray-800">
          Country
        </label>
        <select
          id={`${prefix}-country`}
          defaultValue="India"
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
        >
          <option value="India">India</option>
        </select>
      </div>
    </div>
  );
}
