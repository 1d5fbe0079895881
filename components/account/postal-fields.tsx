'use client';

import { useTranslations } from 'next-intl';
import { CONTROL, Field } from '@/components/ui/field';
import { findIndianState } from '@/lib/domain/india-states';
import { StateOptions } from '@/components/checkout/state-options';
import { fillFromPincode } from '@/components/checkout/pincode-fill';

export type PostalValues = { landmark?: string | null; city?: string | null; state?: string | null; postal_code?: string | null };

/**
 * Landmark, city, state (the checkout's list of states and union territories) and PIN code, as registration
 * and the profile ask for them (optional; the checkout offers them). Six digits typed in the PIN fill the
 * city and state from India Post's directory.
 */
export function PostalFields({
  values,
  error,
  dismiss,
}: {
  values: PostalValues;
  error: (f: string) => string | undefined;
  dismiss: (f: string) => void;
}) {
  const t = useTranslations('checkout');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('field.landmark')}
        name="landmark"
        defaultValue={values.landmark ?? ''}
        maxLength={120}
        onChange={() => dismiss('landmark')}
        error={error('landmark')}
        className="sm:col-span-2"
      />
      <Field
        label={t('field.zipCode')}
        name="postal_code"
        inputMode="numeric"
        pattern="[1-9][0-9]{5}"
        maxLength={6}
        autoComplete="postal-code"
        defaultValue={values.postal_code ?? ''}
        onChange={(e) => {
          dismiss('postal_code');
          fillFromPincode(e.currentTarget, '', dismiss);
        }}
        error={error('postal_code')}
      />
      <Field
        label={t('field.city')}
        name="city"
        autoComplete="address-level2"
        defaultValue={values.city ?? ''}
        onChange={() => dismiss('city')}
        error={error('city')}
      />
      <Field label={t('field.state')} error={error('state')}>
        {(control) => (
          <select
            {...control}
            name="state"
            autoComplete="address-level1"
            defaultValue={findIndianState(values.state)?.name ?? ''}
            onChange={() => dismiss('state')}
            className={CONTROL}
          >
            <StateOptions />
          </select>
        )}
      </Field>
    </div>
  );
}
