'use client';

import { DONATION_80G_MIN_RUPEES, DONATION_PRESETS_RUPEES, DONATION_REFUSALS } from '@/lib/domain/donations';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { choice, INPUT } from './donation-styles';
import { isPresetAmount, type DonationFormState } from './use-donation-form-state';

/** The 80G choice; switched off, with the reason, while no 80G registration covers today (offered = false). */
export function Tax80GToggle({ form, offered }: { form: DonationFormState; offered: boolean }) {
  return (
    <label
      className={`flex items-start gap-3 rounded-xl border p-4 ${offered ? 'border-leaf-100 bg-leaf-50' : 'border-gray-200 bg-gray-50'}`}
    >
      <input
        type="checkbox"
        name="want80G"
        value="1"
        className="mt-1 size-5 accent-leaf-600 disabled:cursor-not-allowed"
        checked={offered && form.want80G}
        disabled={!offered}
        aria-describedby="don-80g-hint"
        onChange={(e) => form.toggle80G(e.target.checked)}
      />
      <span>
        <span className={`font-semibold ${offered ? 'text-gray-900' : 'text-gray-600'}`}>{form.text.t('want80G')}</span>
        <span id="don-80g-hint" className="block text-xs text-gray-700">
          {form.text.t(offered ? 'want80GHint' : 'want80GUnavailable')}
        </span>
      </span>
    </label>
  );
}

/** Preset amounts, 'Other', and the amount itself with its live verdict under it. */
export function AmountSection({ form, amountInput }: { form: DonationFormState; amountInput: React.RefObject<HTMLInputElement | null> }) {
  const amount = form.fields.amount;
  const other = Boolean(amount) && !isPresetAmount(amount);
  const { t, rule } = form.text;
  const error = form.shown('amount');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{t('chooseAmount')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {DONATION_PRESETS_RUPEES.map((rupees) => {
          const tooSmall = form.want80G && rupees < DONATION_80G_MIN_RUPEES;
          return (
            <button
              key={rupees}
              type="button"
              aria-pressed={amount === String(rupees)}
              disabled={tooSmall}
              title={tooSmall ? rule(DONATION_REFUSALS.minimum80g) : undefined}
              onClick={() => form.choosePreset(String(rupees))}
              className={`${choice(amount === String(rupees))} disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-500`}
            >
              {formatInr(rupeesToPaise(rupees), { whole: true })}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={other}
          onClick={() => {
            form.chooseOther();
            amountInput.current?.focus();
          }}
          className={choice(other)}
        >
          {t('other')}
        </button>
      </div>
      <label htmlFor="don-amount" className="mt-3 block text-sm font-medium text-gray-800">
        {t('amountLabel')}
      </label>
      <input
        id="don-amount"
        name="amount"
        ref={amountInput}
        inputMode="numeric"
        autoComplete="off"
        className={INPUT}
        value={amount}
        onChange={form.edit('amount')}
        onBlur={form.blur('amount')}
        aria-invalid={Boolean(form.amountHint) || form.invalid('amount')}
        aria-describedby="don-amount-hint"
      />
      <p
        id="don-amount-hint"
        aria-live="polite"
        className={`mt-1 text-sm ${!amount ? (error ? 'text-red-700' : 'text-gray-600') : form.amountHint ? 'text-red-700' : 'text-leaf-700'}`}
      >
        {amount
          ? (form.amountHint ?? rule(DONATION_REFUSALS.validAmount))
          : error
            ? error
            : form.want80G
              ? t('amountHint80G')
              : t('amountHint')}
      </p>
    </fieldset>
  );
}

/**
 * 80G ticked below ₹2,000: the question, instead of a silent change of the amount. Both answers are submit
 * buttons, so without JavaScript the server applies the answer (donateWithoutScript); with it, the form does.
 */
export function Ask80G({ form }: { form: DonationFormState }) {
  const { t } = form.text;
  const minimum = formatInr(rupeesToPaise(DONATION_80G_MIN_RUPEES), { whole: true });
  const amount = /^\d+$/.test(form.fields.amount) ? formatInr(rupeesToPaise(form.fields.amount), { whole: true }) : '';
  return (
    <div aria-live="polite">
      {form.asks80g && (
        <div
          role="group"
          aria-labelledby="don-80g-ask"
          aria-describedby="don-80g-ask-text"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p id="don-80g-ask" className="font-semibold text-gray-900">
            {t('ask80gTitle', { minimum })}
          </p>
          <p id="don-80g-ask-text" className="mt-1 text-sm text-gray-800">
            {t('ask80gText', { amount, minimum })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {(['raise', 'without'] as const).map((choice) => (
              <button
                key={choice}
                type="submit"
                name="resolve80g"
                value={choice}
                formNoValidate
                onClick={(e) => {
                  e.preventDefault();
                  form.resolve80g(choice);
                }}
                className={
                  choice === 'raise'
                    ? 'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-300'
                    : 'rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-300'
                }
              >
                {choice === 'raise' ? t('ask80gRaise', { minimum }) : t('ask80gWithout', { amount })}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
