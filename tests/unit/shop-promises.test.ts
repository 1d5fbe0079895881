import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';
import { promises } from '@/lib/config/promises';
import { PROMISE_ARGS as a } from '@/components/shop/promise-args';
import { faqItems } from '@/components/faq/faq-items';
import { COMPANY_DOCUMENTS } from '@/lib/config/documents';

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
    expect(t('shop.promise.cod', { fee: a.codFee })).toBe(promises.cod);
    expect(t('donationForm.promises.receipt', { days: a.receiptDays })).toBe(promises.donations.receipt);
    expect(t('donationForm.promises.certificate')).toBe(promises.donations.certificate);
    expect(t('product.freeShipping', { amount: a.freeAbove })).toBe(promises.shipping.short);
    expect(t('cart.freeShipping', { amount: a.freeAbove })).toBe(promises.shipping.short);
    expect(t('cart.returns', { days: a.returnDays })).toBe(promises.returns.short);
    expect(t('shop.returnsShortLine', { days: a.returnDays })).toBe(`${promises.returns.short}.`);
    expect(t('cart.includes', { fee: a.codFee })).toBe(
      `Prices include GST. The total includes shipping; ${promises.cod[0].toLowerCase()}${promises.cod.slice(1)}`,
    );
    expect(t('shop.securePayment', { fee: a.codFee })).toBe(
      `Secure payment: card, UPI or cash on delivery (${promises.cod.toLowerCase().replace(/\.$/, '')}).`,
    );
  });
});

// The FAQ reads its answers through the same messages; in English it says exactly what it said when it quoted
// lib/config/promises.ts directly.
describe('the FAQ', () => {
  const english: { q: string; a: string }[] = [
    {
      q: 'How can I donate?',
      a: 'Choose Donate in the menu, pick an amount and a cause, and pay by card, UPI or net banking. You can give once or every month, quarter or year.',
    },
    {
      q: 'Will I get a tax receipt for my donation?',
      a: `Yes. Donations from India qualify for a deduction under section 80G. Ask for the certificate on the donation form (minimum ₹2,000, PAN required). ${promises.donations.receipt} ${promises.donations.certificate}`,
    },
    { q: 'I made a donation by mistake. What can I do?', a: promises.donations.refund },
    { q: 'Can I cancel a recurring donation?', a: `Yes. ${promises.donations.cancelRecurring}` },
    {
      q: 'Who makes the products in the shop?',
      a: 'Artisans, women’s self-help groups and the trainees of our STEER programme. Every purchase pays their wages and funds our programmes.',
    },
    { q: 'How long does delivery take?', a: `${promises.shipping.dispatch} ${promises.shipping.delivery} ${promises.shipping.rule}` },
    { q: 'Can I pay cash on delivery?', a: `Yes. ${promises.cod} You can also pay by card or UPI at checkout.` },
    { q: 'How do I track my order?', a: 'Open Track Your Order and enter the order number from your confirmation e-mail.' },
    { q: 'Can I return a product?', a: `${promises.returns.rule} ${promises.warranty}` },
    {
      q: 'How can I volunteer?',
      a: 'Send us a message from the Contact page telling us what you would like to do and when you are free; we will call you back.',
    },
  ];

  it('reads in English exactly as it did with lib/config/promises.ts', () => {
    expect(faqItems('en')).toEqual(english);
  });

  it('reads in Hindi with the same figures', () => {
    const hindi = faqItems('hi');
    expect(hindi).toHaveLength(english.length);
    expect(hindi[0].q).toBe('मैं दान कैसे करूँ?');
    expect(hindi.every((f) => /[\u0900-\u097F]/.test(f.q) && /[\u0900-\u097F]/.test(f.a))).toBe(true);
    const all = hindi.map((f) => f.a).join(' ');
    for (const figure of [a.freeAbove, a.fee, a.codFee, a.email]) expect(all).toContain(figure);
    expect(all).not.toMatch(/\{\w+\}/);
  });
});

describe('the company documents in English', () => {
  const t = createTranslator({ locale: 'en', messages: en });

  it('are titled and described as lib/config/documents.ts', () => {
    for (const d of COMPANY_DOCUMENTS) {
      expect(t(`documents.items.${d.id}.title` as 'documents.items.brl.title')).toBe(d.title);
      expect(t(`documents.items.${d.id}.description` as 'documents.items.brl.description')).toBe(d.description);
    }
    expect(Object.keys(en.documents.items).sort()).toEqual(COMPANY_DOCUMENTS.map((d) => d.id).sort());
  });
});
