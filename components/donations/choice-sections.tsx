'use client';

import { CAUSES, FREQUENCIES, WALL_DISPLAYS } from '@/lib/domain/donations';
import { choice } from './donation-styles';
import type { DonationFormState } from './use-donation-form-state';

export function FrequencySection({ form }: { form: DonationFormState }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{form.text.t('howOften')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FREQUENCIES.map((value) => (
          <label key={value} className={choice(form.frequency === value)}>
            <input
              type="radio"
              name="frequency"
              value={value}
              className="mr-2 size-4 accent-brand-600"
              checked={form.frequency === value}
              onChange={() => form.chooseFrequency(value)}
            />
            {form.text.frequency(value)}
          </label>
        ))}
      </div>
      {form.frequency !== 'one-time' && <p className="mt-1 text-xs text-gray-600">{form.text.promise('cancelRecurring')}</p>}
    </fieldset>
  );
}

export function CauseSection({ form }: { form: DonationFormState }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{form.text.t('cause')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CAUSES.map((c) => (
          <label
            key={c.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
              form.fields.cause === c.value ? 'border-brand-600 bg-brand-50' : 'border-gray-200 hover:border-brand-300'
            }`}
          >
            <input
              type="radio"
              name="cause"
              value={c.value}
              className="mt-1 size-4 shrink-0 accent-brand-600"
              checked={form.fields.cause === c.value}
              onChange={form.edit('cause')}
            />
            <span>
              <span className="block font-semibold text-gray-900">{form.text.causeName(c)}</span>
              <span className="block text-gray-600">{form.text.causeArea(c)}</span>
            </span>
          </label>
        ))}
      </div>
      {form.shown('cause') && <p className="mt-1 text-sm text-red-700">{form.shown('cause')}</p>}
    </fieldset>
  );
}

/** How the donor appears on the wall of supporters, and whether the amount shows there. */
export function WallSection({ form }: { form: DonationFormState }) {
  const hidden = form.wallDisplay === 'hidden';
  return (
    <fieldset className="rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-medium text-gray-800">{form.text.t('wallLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WALL_DISPLAYS.map((value) => (
          <label key={value} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name="wallDisplay"
              value={value}
              className="size-4 accent-brand-600"
              checked={form.wallDisplay === value}
              onChange={() => form.chooseWallDisplay(value)}
            />
            {form.text.t(`wall.${value}`)}
          </label>
        ))}
      </div>
      <label className={`mt-3 flex items-center gap-2 text-sm ${hidden ? 'text-gray-500' : 'text-gray-800'}`}>
        <input
          type="checkbox"
          name="showAmount"
          value="1"
          className="size-4 accent-brand-600"
          checked={form.showAmount}
          disabled={hidden}
          onChange={(e) => form.setShowAmount(e.target.checked)}
        />
        {form.text.t('showAmount')}
      </label>
    </fieldset>
  );
}
