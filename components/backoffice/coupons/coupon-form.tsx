'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { Button } from '@/components/ui/button';
import { startTransition, useActionState, useEffect, useState } from 'react';
import { saveCoupon } from '@/lib/actions/coupons';
import { COUPON_TYPES } from '@/lib/domain/coupons';
import { couponCreateSchema, describeCouponValue } from '@/lib/domain/validation/coupon-form';
import { fieldErrorsOf, type FieldErrors } from '@/lib/domain/errors';
import type { ActionResult } from '@/lib/domain/action-result';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import type { WireCoupon } from '@/lib/domain/wire/coupons';
import { INPUT } from '@/components/backoffice/ui';
import { FieldRefusal, ResultNotice } from '@/components/backoffice/result-notice';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { toIstDateTimeLocal } from '@/lib/domain/dates';

type Errors = FieldErrors;
const TYPE_LABEL: Record<string, string> = { percentage: 'Percentage', fixed: 'Fixed amount', free_shipping: 'Free shipping' };

export function CouponForm({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon?: WireCoupon;
  onSaved: (result: ActionResult<unknown>) => void;
  onCancel: () => void;
}) {
  const [state, formAction, pending] = useActionState(saveCoupon, null);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [live, setLive] = useState({
    name: coupon?.name ?? '',
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'percentage',
    value: String(coupon?.value ?? ''),
    minimum_amount: String(coupon?.minimum_amount ?? ''),
    maximum_discount: coupon?.maximum_discount == null ? '' : String(coupon.maximum_discount),
    description: coupon?.description ?? '',
    expires_at: toIstDateTimeLocal(coupon?.expires_at),
  });
  const errors: Errors = { ...(state?.fieldErrors ?? {}), ...clientErrors };
  const coded = useCodedText();

  useEffect(() => {
    if (state?.ok) onSaved(state);
  }, [state, onSaved]);

  const set = (k: keyof typeof live) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setLive((l) => ({ ...l, [k]: e.target.value }));
  const err = (name: string) => <FieldRefusal id={`coupon-${name}`} errors={errors[name]} />;
  const attrs = (name: string) => ({
    id: `coupon-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `coupon-${name}-error` : undefined,
  });
  const label = (name: string, text: string) => (
    <label htmlFor={`coupon-${name}`} className="block text-sm font-medium text-gray-700">
      {text}
    </label>
  );
  const valueNumber = Number(live.value || 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <form
        action={formAction}
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          const data = Object.fromEntries(new FormData(e.currentTarget).entries());
          const r = couponCreateSchema.safeParse({
            ...data,
            starts_at: data.starts_at || null,
            expires_at: data.expires_at || null,
            is_active: data.is_active === 'on',
          });
          const found: Errors = {};
          if (!r.success) for (const [key, list] of Object.entries(fieldErrorsOf(r.error))) found[key.split('.')[0]] ??= list;
          setClientErrors(found);
          // Submitting by hand keeps the typed values when the server refuses (a form action would reset them).
          e.preventDefault();
          if (Object.keys(found).length) return;
          const form = new FormData(e.currentTarget);
          startTransition(() => formAction(form));
        }}
      >
        {coupon && <input type="hidden" name="id" value={coupon.id} />}
        {state?.ok === false && <ResultNotice result={state} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            {label('name', 'Name *')}
            <input {...attrs('name')} className={`${INPUT} mt-1`} value={live.name} onChange={set('name')} />
            {err('name')}
          </div>
          <div>
            {label('code', 'Code')}
            <input
              {...attrs('code')}
              className={`${INPUT} mt-1 uppercase`}
              maxLength={16}
              placeholder="Blank = generated"
              value={live.code}
              onChange={set('code')}
            />
            {err('code')}
          </div>
          <div className="sm:col-span-2">
            {label('description', 'Description')}
            <input
              {...attrs('description')}
              className={`${INPUT} mt-1`}
              maxLength={100}
              value={live.description}
              onChange={set('description')}
            />
            <p className="mt-1 text-xs text-gray-500">{live.description.length}/100</p>
            {err('description')}
          </div>
          <div>
            {label('type', 'Type *')}
            <select {...attrs('type')} className={`${INPUT} mt-1`} value={live.type} onChange={set('type')}>
              {COUPON_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </select>
            {err('type')}
          </div>
          <div>
            {label('value', live.type === 'percentage' ? 'Value (%) *' : live.type === 'fixed' ? 'Value (₹) *' : 'Value')}
            <input
              {...attrs('value')}
              type="number"
              step="0.01"
              min="0"
              max={live.type === 'percentage' ? 100 : undefined}
              className={`${INPUT} mt-1`}
              value={live.value}
              onChange={set('value')}
              disabled={live.type === 'free_shipping'}
            />
            {err('value')}
          </div>
          <div>
            {label('minimum_amount', 'Minimum order (₹)')}
            <input
              {...attrs('minimum_amount')}
              type="number"
              step="0.01"
              min="0"
              className={`${INPUT} mt-1`}
              value={live.minimum_amount}
              onChange={set('minimum_amount')}
            />
            {err('minimum_amount')}
          </div>
          <div>
            {label('maximum_discount', 'Maximum discount (₹)')}
            <input
              {...attrs('maximum_discount')}
              type="number"
              step="0.01"
              min="0"
              className={`${INPUT} mt-1`}
              value={live.maximum_discount}
              onChange={set('maximum_discount')}
            />
            {err('maximum_discount')}
          </div>
          <div>
            {label('usage_limit', 'Usage limit')}
            <input
              {...attrs('usage_limit')}
              type="number"
              step="1"
              min="1"
              className={`${INPUT} mt-1`}
              defaultValue={coupon?.usage_limit ?? ''}
            />
            {err('usage_limit')}
          </div>
          <div>
            {label('usage_limit_per_user', 'Usage limit per user')}
            <input
              {...attrs('usage_limit_per_user')}
              type="number"
              step="1"
              min="1"
              className={`${INPUT} mt-1`}
              defaultValue={coupon?.usage_limit_per_user ?? ''}
            />
            {err('usage_limit_per_user')}
          </div>
          <div>
            {label('starts_at', 'Starts at')}
            <input
              {...attrs('starts_at')}
              type="datetime-local"
              className={`${INPUT} mt-1`}
              defaultValue={toIstDateTimeLocal(coupon?.starts_at)}
            />
            {err('starts_at')}
          </div>
          <div>
            {label('expires_at', 'Expires at')}
            <input
              {...attrs('expires_at')}
              type="datetime-local"
              className={`${INPUT} mt-1`}
              value={live.expires_at}
              onChange={set('expires_at')}
            />
            {err('expires_at')}
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <input type="checkbox" name="is_active" defaultChecked={coupon?.is_active ?? true} /> Active
          </label>
        </div>
        <div className="flex gap-2 pt-2">
          <SubmitButton size="md" pending={pending} pendingText="Saving…">
            {coupon ? 'Update Coupon' : 'Create Coupon'}
          </SubmitButton>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      <aside aria-label="Coupon preview" className="h-fit rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 p-4 text-center">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Preview</p>
        <p className="mt-2 text-lg font-bold text-gray-900">{live.name || 'Coupon name'}</p>
        <p className="mt-1 font-mono text-xl font-bold tracking-widest text-brand-700">{live.code.toUpperCase() || 'SEVA••••••'}</p>
        <p className="mt-2 text-2xl font-extrabold text-leaf-700">
          {describeCouponValue({
            type: live.type,
            value: Number.isFinite(valueNumber) ? valueNumber : 0,
            maximum_discount: Number(live.maximum_discount) || null,
          })}
        </p>
        {live.description && <p className="mt-2 text-sm text-gray-700">{live.description}</p>}
        {Number(live.minimum_amount) > 0 && (
          <p className="mt-2 text-xs text-gray-600">
            On orders above {formatInr(rupeesToPaise(Number(live.minimum_amount)), { whole: true })}
          </p>
        )}
        {live.expires_at && <p className="mt-1 text-xs text-gray-600">Valid until {live.expires_at.replace('T', ' ')}</p>}
        {live.type === 'percentage' && valueNumber > 100 && (
          <p className="mt-2 text-xs text-red-600">{coded.error({ code: 'coupon_form.percentage' })}</p>
        )}
      </aside>
    </div>
  );
}
