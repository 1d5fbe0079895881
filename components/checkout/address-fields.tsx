'use client';

import { useTranslations } from 'next-intl';
import { CONTROL, Field } from '@/components/ui/field';
import { findIndianState } from '@/lib/domain/india-states';
import { StateOptions } from '@/components/checkout/state-options';
import { fillFromPincode } from './pincode-fill';

/** Name and address fields of the shipping (`shipping.*`, with email and phone) or billing (`billing.*`) address. */
export function AddressFields({
  prefix,
  values,
  errors,
  onEdit,
}: {
  prefix: 'shipping' | 'billing';
  values: Record<string, string>;
  /** Each field's refusal, worded in the page's language. */
  errors: Partial<Record<string, string>>;
  onEdit: (name: string) => void;
}) {
  const t = useTranslations('checkout');
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
      {f('firstName', t('field.firstName'), { autoComplete: `${ac} given-name` })}
      {f('lastName', t('field.lastName'), { autoComplete: `${ac} family-name` })}
      {prefix === 'shipping' && f('email', t('field.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {prefix === 'shipping' && f('phone', t('field.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {f('address', t('field.address'), { autoComplete: `${ac} street-address`, className: 'sm:col-span-2' })}
      {prefix === 'shipping' &&
        f('landmark', t('field.landmark'), {
          requiredMark: false,
          'aria-required': undefined,
          autoComplete: 'off',
          className: 'sm:col-span-2',
        })}
      {f('city', t('field.city'), { autoComplete: `${ac} address-level2` })}
      <Field id={`${prefix}-state`} label={t('field.state')} requiredMark error={errors[prefix === 'shipping' ? 'state' : 'billing.state']}>
        {(control) => (
          // The place of supply: a state or union territory from the GST list, sent by its English name.
          <select
            {...control}
            name={`${prefix}.state`}
            aria-required="true"
            autoComplete={`${ac} address-level1`}
            defaultValue={findIndianState(values.state)?.name ?? ''}
            onChange={() => onEdit(`${prefix}.state`)}
            className={CONTROL}
          >
            <StateOptions />
          </select>
        )}
      </Field>
      {f('zipCode', t('field.zipCode'), {
        autoComplete: `${ac} postal-code`,
        inputMode: 'numeric',
        pattern: '[1-9][0-9]{5}',
        maxLength: 6,
        onChange: (e) => {
          onEdit(`${prefix}.zipCode`);
          fillFromPincode(e.currentTarget, prefix, onEdit);
        },
      })}
      {prefix === 'shipping' && (
        // Optional: a business buyer's GSTIN goes on the tax invoice.
        <Field
          id="shipping-gstin"
          name="shipping.gstin"
          label={t('field.gstin')}
          hint={t('field.gstinHint')}
          type="text"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={values.gstin ?? ''}
          error={errors.gstin}
          onChange={() => onEdit('shipping.gstin')}
        />
      )}
      <Field id={`${prefix}-country`} label={t('field.country')}>
        {(control) => (
          <select {...control} defaultValue="India" className={CONTROL}>
            <option value="India">{t('india')}</option>
          </select>
        )}
      </Field>
    </div>
  );
}
