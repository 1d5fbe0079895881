import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';
import { promises } from '@/lib/config/promises';
import { PROMISE_ARGS as a } from '@/components/shop/promise-args';

// The shop shows its promises through messages (so Hindi pages read them in Hindi); the English messages must
// still say exactly what lib/config/promises.ts says, the text the FAQ, the terms and the mails use.
describe('the shop’s promises in English', () => {
  const t = createTranslator({ locale: 'en', messages: en });

  it('read as lib/config/promises.ts', () => {
    expect(t('shop.promise.shippingRule', { freeAbove: a.freeAbove, fee: a.fee })).toBe(promises.shipping.rule);
    expect(t('shop.promise.dispatch')).toBe(promises.shipping.dispatch);
    expect(t('shop.promise.delivery')).toBe(promises.shipping.delivery);
    expect(t('shop.promise.returnsRule', { days: a.returnDays, email: a.email })).toBe(promises.returns.rule);
    expect(t('shop.promise.warranty', { days: a.returnDays })).toBe(promises.warranty);
    expect(t('shop.promise.donationRefund', { hours: a.donationHours, email: a.email })).toBe(promises.donations.refund);
    expect(t('shop.promise.cancelRecurring', { email: a.email })).toBe(promises.donations.cancelRecurring);
    expect(t('shop.promise.tax')).toBe(promises.donations.tax);
    expect(t('product.freeShipping', { amount: a.freeAbove })).toBe(promises.shipping.short);
    expect(t('cart.freeShipping', { amount: a.freeAbove })).toBe(promises.shipping.short);
    expect(t('cart.returns', { days: a.returnDays })).toBe(promises.returns.short);
    expect(t('shop.returnsShortLine', { days: a.returnDays })).toBe(`${promises.returns.short}.`);
    expect(t('cart.includes', { percent: a.gstPercent, fee: a.codFee })).toBe(`Includes GST (18%) and shipping. ${promises.cod}`);
    expect(t('shop.securePayment', { fee: a.codFee })).toBe(
      `Secure payment: card, UPI or cash on delivery (${promises.cod.toLowerCase().replace(/\.$/, '')}).`,
    );
  });
});
