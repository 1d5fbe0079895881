'use client';

import { Field } from '@/components/ui/field';
import { INPUT } from './donation-styles';
import type { DonationFormState } from './use-donation-form-state';

type Key = 'name' | 'phone' | 'email' | 'pan' | 'address';

/**
 * Who gives: name, phone, email, the PAN when 80G is asked for, and the address. The form flags each field
 * itself (a missing one points at the message under the button), so the controls ignore Field's own wiring.
 */
export function DonorSection({ form }: { form: DonationFormState }) {
  const { t } = form.text;
  const control = (key: Key, id: string) => ({
    id,
    name: key, // posted as is without JavaScript (donateWithoutScript)
    className: INPUT,
    value: form.fields[key],
    onChange: form.edit(key),
    onBlur: form.blur(key),
    'aria-invalid': form.invalid(key),
    'aria-describedby': form.describedBy(key, id),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="don-name" label={t('fullName')} error={form.shown('name')}>
          {() => <input {...control('name', 'don-name')} autoComplete="name" />}
        </Field>
        <Field id="don-phone" label={t('phone')} error={form.shown('phone')}>
          {() => <input {...control('phone', 'don-phone')} type="tel" autoComplete="tel" />}
        </Field>
        <Field id="don-email" label={t('email')} error={form.shown('email')}>
          {() => <input {...control('email', 'don-email')} type="email" autoComplete="email" />}
        </Field>
        {form.want80G ? (
          <Field id="don-pan" label={t('pan')} error={form.shown('pan')}>
            {() => (
              <>
                <input
                  {...control('pan', 'don-pan')}
                  autoComplete="off"
                  maxLength={10}
                  className={`${INPUT} uppercase`}
                  aria-describedby={form.describedBy('pan', 'don-pan') ?? 'don-pan-format'}
                />
                <p id="don-pan-format" className="mt-1 text-xs text-gray-600">
                  {t('panFormat')}
                </p>
              </>
            )}
          </Field>
        ) : (
          <div className="hidden sm:block" />
        )}
      </div>
      <Field id="don-address" label={t('address')} error={form.shown('address')}>
        {() => <textarea {...control('address', 'don-address')} rows={2} autoComplete="street-address" />}
      </Field>
    </>
  );
}
