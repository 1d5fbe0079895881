'use client';

import type { FormErrors } from '@/lib/domain/validation/checkout-form';
import { CONTROL, Field } from '@/components/ui/field';

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
  const f = (k: string, label: string, extra: Omit<React.ComponentProps<typeof Field>, 'label'> = {}) => {
    const name = `${prefix}.${k}`;
    return (
      <Field
        id={`${prefix}-${k}`}
        name={name}
        label={label}
        requiredMark
        type="text"
        aria-required="true"
        defaultValue={values[k] ?? ''}
        error={errors[prefix === 'shipping' ? k : `billing.${k}`]}
        onChange={() => onEdit(name)}
        {...extra}
      />
    );
  };
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
      <Field id={`${prefix}-country`} label="Country">
        {(control) => (
          <select {...control} defaultValue="India" className={CONTROL}>
            <option value="India">India</option>
          </select>
        )}
      </Field>
    </div>
  );
}
