'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CouponStatus } from '@/lib/domain/checkout';
import { formatInr } from '@/lib/domain/money';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCodedText } from '@/lib/i18n/use-coded-text';

/**
 * Coupon entry inside the checkout form: Apply and Remove are submit buttons with their own intent, so they
 * work without JavaScript; with it, Enter applies and Apply waits for a code (SF §5).
 */
export function CouponEntry({ coupon, error }: { coupon: CouponStatus; error?: string }) {
  const t = useTranslations('checkout');
  const coded = useCodedText();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const hydrated = useHydrated();
  const apply = useRef<HTMLButtonElement>(null);

  if (coupon.state === 'valid') {
    return (
      <div className="rounded-lg border border-leaf-500 bg-leaf-50 p-3 text-sm" role="status">
        <div className="flex items-center justify-between gap-2">
          <p className="font-semibold text-leaf-800">{t('couponApplied', { code: coupon.code, amount: formatInr(coupon.savingsPaise) })}</p>
          <SubmitButton intent="remove-coupon" variant="ghost" size="sm" aria-label={t('removeCoupon', { code: coupon.code })}>
            {t('remove')}
          </SubmitButton>
        </div>
        <p className="text-leaf-700">{coded.notice({ code: 'checkout.coupon_applied' })}</p>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="coupon" className="mb-1 block text-sm font-medium text-gray-800">
        {t('couponLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon"
          name="coupon_entry"
          value={code}
          maxLength={32}
          autoComplete="off"
          aria-invalid={error || coupon.state === 'invalid' ? true : undefined}
          aria-describedby="coupon-feedback"
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setEmpty(false);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // Enter applies the coupon rather than moving the wizard on.
            e.preventDefault();
            if (code.trim()) e.currentTarget.form?.requestSubmit(apply.current);
            else setEmpty(true);
          }}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm uppercase placeholder:normal-case focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          placeholder={t('couponPlaceholder')}
        />
        <SubmitButton
          ref={apply}
          intent="apply-coupon"
          pendingText={t('applying')}
          // Without JavaScript the server answers an empty code; with it, Apply waits for one.
          disabled={hydrated && !code.trim()}
          size="md"
        >
          {t('apply')}
        </SubmitButton>
      </div>
      <div id="coupon-feedback" aria-live="polite">
        {(error || empty) && <p className="mt-1 text-xs text-red-700">{empty ? t('enterCoupon') : error}</p>}
        {!error && !empty && coupon.state === 'invalid' && <p className="mt-1 text-xs text-red-700">{coded.error(coupon.refusal)}</p>}
      </div>
    </div>
  );
}
