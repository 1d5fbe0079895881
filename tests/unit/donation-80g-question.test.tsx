// Issue 36 item 7: ticking 80G below ₹2,000 asks (raise to ₹2,000, or go on without 80G) instead of changing
// the amount, and the button says what will happen ("Donate ₹2,000 monthly").
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { asks80gDecision, resolve80gDecision, validateDonation, type Frequency } from '@/lib/domain/donations';
import { Ask80G } from '@/components/donations/amount-section';
import { SubmitSection } from '@/components/donations/submit-section';
import type { DonationFormState } from '@/components/donations/use-donation-form-state';

const gift = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.test',
  cause: 'general-welfare',
  address: 'Kanpur',
  pan: 'ABCDE1234F',
};

function formWith(messages: typeof en, amount: string, want80G: boolean, frequency: Frequency) {
  const t = createTranslator({ locale: 'en', messages, namespace: 'donationForm' });
  const check = validateDonation({ ...gift, amount, want80G, frequency });
  return {
    fields: { ...gift, amount },
    want80G,
    frequency,
    check,
    blocker: null,
    interacted: false,
    asks80g: asks80gDecision(amount, want80G),
    resolve80g: () => {},
    cause: { code: 'GSW' },
    text: { t, frequencyLower: (f: Frequency) => t(`frequencyLower.${f}`), causeName: () => 'GSW' },
  } as unknown as DonationFormState;
}

describe('80G below ₹2,000', () => {
  it('asks only when 80G is ticked and a whole amount below ₹2,000 is typed', () => {
    expect(asks80gDecision('500', true)).toBe(true);
    expect(asks80gDecision('1990', true)).toBe(true);
    expect(asks80gDecision('2000', true)).toBe(false);
    expect(asks80gDecision('500', false)).toBe(false);
    expect(asks80gDecision('', true)).toBe(false); // an empty amount has its own message
    expect(asks80gDecision('5x', true)).toBe(false);
  });

  it('applies the answer: ₹2,000 with 80G, or the amount as chosen without 80G (and without the PAN)', () => {
    const draft = { amount: '500', want80G: true, pan: 'ABCDE1234F' };
    expect(resolve80gDecision(draft, 'raise')).toEqual({ amount: '2000', want80G: true, pan: 'ABCDE1234F' });
    expect(resolve80gDecision(draft, 'without')).toEqual({ amount: '500', want80G: false, pan: '' });
    // As the form posts it without JavaScript: strings.
    expect(resolve80gDecision({ amount: '500', want80G: '1', pan: 'X' }, 'without')).toEqual({ amount: '500', want80G: '', pan: '' });
  });

  it('the server still refuses 80G below ₹2,000 whatever the browser did', () => {
    const refused = validateDonation({ ...gift, amount: '500', want80G: true, frequency: 'monthly' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.amount).toEqual({ code: 'donation.minimum_80g' });
  });

  for (const [lang, messages, raise, without] of [
    ['en', en, 'Raise to ₹2,000', 'Go on with ₹500 without 80G'],
    ['hi', hi, '₹2,000 करें', '80G के बिना ₹500 के साथ आगे बढ़ें'],
  ] as const) {
    it(`shows the question with both answers as buttons that also work without JavaScript (${lang})`, () => {
      const html = renderToStaticMarkup(<Ask80G form={formWith(messages as typeof en, '500', true, 'monthly')} />);
      expect(html).toMatch(/<button type="submit" value="raise"[^>]*name="resolve80g"/);
      expect(html).toMatch(/<button type="submit" value="without"[^>]*name="resolve80g"/);
      expect(html).toContain(`>${raise}</button>`);
      expect(html).toContain(`>${without}</button>`);
      expect(renderToStaticMarkup(<Ask80G form={formWith(messages as typeof en, '2500', true, 'monthly')} />)).not.toContain('resolve80g');
    });
  }
});

describe('the submit button states amount and frequency', () => {
  for (const [lang, messages, monthly, once, bare] of [
    ['en', en, 'Donate ₹2,000 monthly', 'Donate ₹750', 'Donate'],
    ['hi', hi, '₹2,000 मासिक दान करें', '₹750 दान करें', 'दान करें'],
  ] as const) {
    it(`"${monthly}", "${once}", and "${bare}" while the amount is not valid (${lang})`, () => {
      const button = (amount: string, frequency: Frequency) =>
        renderToStaticMarkup(<SubmitSection form={formWith(messages as typeof en, amount, false, frequency)} busy={false} />).match(
          /<button[^>]*>(.*?)<\/button>/,
        )?.[1];
      expect(button('2000', 'monthly')).toContain(monthly);
      expect(button('750', 'one-time')).toContain(once);
      expect(button('', 'one-time')).toContain(bare);
      expect(button('', 'one-time')).not.toContain('₹');
    });
  }
});
