import { createTranslator } from 'use-intl/core';
import { PROMISE_ARGS as a } from '@/components/shop/promise-args';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

export type FaqItem = { q: string; a: string };

/**
 * The FAQ's questions and answers in `locale` (the page's accordion and its FAQPage JSON-LD). The answers
 * quote the shop's and the donation form's promise messages with PROMISE_ARGS, so in English they read
 * exactly as lib/config/promises.ts (tests/unit/shop-promises.test.ts).
 */
export function faqItems(locale: Locale): FaqItem[] {
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: 'faq.items' });
  const shop = createTranslator({ locale, messages, namespace: 'shop.promise' });
  const donation = createTranslator({ locale, messages, namespace: 'donationForm.promises' });
  const item = (key: keyof typeof messages.faq.items, values?: Record<string, string>): FaqItem => ({
    q: t(`${key}.q`),
    a: t(`${key}.a`, values),
  });
  return [
    item('donate'),
    item('receipt', { receipt: donation('receipt', { days: a.receiptDays }), certificate: donation('certificate') }),
    item('mistake', { refund: shop('donationRefund', { hours: a.donationHours, email: a.email }) }),
    item('recurring', { cancelRecurring: shop('cancelRecurring', { email: a.email }) }),
    item('makers'),
    item('delivery', {
      dispatch: shop('dispatch'),
      delivery: shop('delivery'),
      rule: shop('shippingRule', { freeAbove: a.freeAbove, fee: a.fee }),
    }),
    item('cod', { cod: shop('cod', { fee: a.codFee }) }),
    item('track'),
    item('returns', {
      rule: shop('returnsRule', { days: a.returnDays, email: a.email }),
      warranty: shop('warranty', { days: a.returnDays }),
    }),
    item('volunteer'),
  ];
}
