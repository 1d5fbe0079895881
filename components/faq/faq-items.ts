import { PROMISE_ARGS as a } from '@/components/shop/promise-args';
import { textTranslator } from '@/lib/i18n/format-text';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

export type FaqItem = { q: string; a: string };

/**
 * The FAQ's questions and answers in `locale` (the page's accordion and its FAQPage JSON-LD). The answers
 * quote the shop's and the donation form's promise messages with PROMISE_ARGS, so in English they read
 * exactly as lib/config/promises.ts (tests/unit/shop-promises.test.ts).
 */
export function faqItems(locale: Locale): FaqItem[] {
  // the precompiled catalogue's own formatter (lib/i18n/format-text.ts): the same text on the page and in tests
  const t = textTranslator(locale);
  const shop = (key: keyof Messages['shop']['promise'], values?: Record<string, string | number>) => t(`shop.promise.${key}`, values);
  const donation = (key: keyof Messages['donationForm']['promises'], values?: Record<string, string | number>) =>
    t(`donationForm.promises.${key}`, values);
  const item = (key: keyof Messages['faq']['items'], values?: Record<string, string>): FaqItem => ({
    q: t(`faq.items.${key}.q`),
    a: t(`faq.items.${key}.a`, values),
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
