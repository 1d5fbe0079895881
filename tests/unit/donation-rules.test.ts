import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  DONATION_REFUSALS,
  is80gEligible,
  not80gReason,
  planTerms,
  resolveCause,
  validateDonation,
} from '@/lib/domain/donations';
import type { FieldError } from '@/lib/domain/errors';
import { englishText } from '@/lib/i18n/english';
import { amountInWords } from '@/lib/domain/amount-in-words';
import { financialYear } from '@/lib/domain/dates';
import {
  hmacHex,
  paymentSignature,
  subscriptionSignature,
  verifyPaymentSignature,
  verifySubscriptionSignature,
  verifyWebhookSignature,
} from '@/lib/server/payments/razorpay/signatures';

const base = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.net',
  amount: '500',
  cause: 'general-welfare',
  causeCode: 'GSW',
  address: '1 MG Road, Kanpur',
  want80G: false,
  frequency: 'one-time',
};

/** The rules answer codes; the spec's messages are their English (the /api contract's words). */
function messageOf(draft: Record<string, unknown>) {
  const r = validateDonation(draft);
  return r.ok ? null : englishText(r.refusal);
}
const amountMessage = (raw: unknown, want80G: boolean) => {
  const problem: FieldError | null = amountProblem(raw, want80G);
  return problem && englishText(problem);
};

describe('donation rules', () => {
  it('accepts a valid one-time donation and gives the amount in paise', () => {
    const r = validateDonation(base);
    expect(r.ok && r.value).toMatchObject({
      amountPaise: 50000,
      cause: { value: 'general-welfare', code: 'GSW' },
      pan: null,
      frequency: 'one-time',
    });
  });
  it('lists the missing required fields', () => {
    expect(messageOf({ ...base, name: '', address: ' ' })).toBe('Please fill in all required fields: name, address');
  });
  it('requires PAN with 80G, with its own message, and checks its format', () => {
    expect(validateDonation({ ...base, amount: 2000, want80G: true, pan: '' })).toMatchObject({ refusal: DONATION_REFUSALS.panRequired });
    expect(messageOf({ ...base, amount: 2000, want80G: true, pan: '' })).toBe('PAN is required for 80G tax benefit');
    expect(validateDonation({ ...base, amount: 2000, want80G: true, pan: 'ABCDE12345' })).toMatchObject({
      refusal: DONATION_REFUSALS.panFormat,
    });
    expect(messageOf({ ...base, amount: 2000, want80G: true, pan: 'ABCDE12345' })).toBe(
      'Please enter a valid PAN (five letters, four digits, one letter, e.g. ABCDE1234F)',
    );
    const ok = validateDonation({ ...base, amount: 2000, want80G: true, pan: 'abcde1234f' });
    expect(ok.ok && ok.value.pan).toBe('ABCDE1234F');
  });
  it('ignores a PAN sent without 80G', () => {
    const r = validateDonation({ ...base, pan: 'ABCDE1234F' });
    expect(r.ok && r.value.pan).toBeNull();
  });
  it('refuses amounts with the spec messages', () => {
    expect(amountMessage('12a', false)).toBe('Donation amount must contain digits only');
    expect(amountMessage('50.5', false)).toBe('Donation amount must contain digits only');
    expect(amountMessage('55', false)).toBe('Donation amount must be in multiples of ₹10');
    expect(amountMessage('40', false)).toBe('Minimum donation amount is ₹50');
    expect(amountMessage('50', false)).toBeNull();
    expect(amountMessage('1990', true)).toBe('Minimum amount for 80G benefit is ₹2000');
    expect(amountMessage(2000, true)).toBeNull();
  });
  it('maps the causes and their aliases to the five codes', () => {
    expect(resolveCause('kshudha-nivarana')?.code).toBe('KN');
    expect(resolveCause('chains-to-bridge')).toMatchObject({ value: 'awakening-shakti', code: 'AS' });
    expect(resolveCause('nurturing-nature')).toMatchObject({ value: 'nuturing-nature', code: 'NN' });
    expect(resolveCause('', 'STEER')?.value).toBe('skill-training');
    expect(resolveCause('', 'CB')?.value).toBe('awakening-shakti');
    expect(resolveCause('unknown-cause')).toBeNull();
    expect(messageOf({ ...base, cause: 'space-program' })).toBe('Please choose a cause from the list');
  });
  it('checks phone, email and frequency', () => {
    expect(messageOf({ ...base, phone: '12345' })).toBe('Please enter a valid 10-digit mobile number');
    expect(validateDonation({ ...base, phone: '+91 98765 43210' }).ok).toBe(true);
    expect(messageOf({ ...base, email: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(messageOf({ ...base, frequency: 'weekly' })).toBe('Please choose one-time, monthly, quarterly or yearly');
  });
  it('plans: quarterly is monthly interval 3; at most ten years of charges', () => {
    expect(planTerms('monthly')).toEqual({ period: 'monthly', interval: 1, totalCount: 120 });
    expect(planTerms('quarterly')).toEqual({ period: 'monthly', interval: 3, totalCount: 40 });
    expect(planTerms('yearly')).toEqual({ period: 'yearly', interval: 1, totalCount: 10 });
  });
  it('never makes cash above ₹2,000 80G-eligible', () => {
    expect(is80gEligible(true, 'cash', 200000)).toBe(true);
    expect(is80gEligible(true, 'cash', 200100)).toBe(false);
    expect(is80gEligible(true, 'cheque', 5000000)).toBe(true);
    expect(is80gEligible(false, 'razorpay', 500000)).toBe(false);
  });
});

describe('Razorpay signatures', () => {
  const secret = 'test_secret';
  it('matches the documented HMAC-SHA256 of order_id|payment_id', () => {
    expect(paymentSignature(secret, 'order_A', 'pay_1')).toBe(hmacHex(secret, 'order_A|pay_1'));
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_1', paymentSignature(secret, 'order_A', 'pay_1'))).toBe(true);
  });
  it('refuses a bad signature, a wrong order id and non-hex input', () => {
    const good = paymentSignature(secret, 'order_A', 'pay_1');
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_1', good.replace(/.$/, good.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(verifyPaymentSignature(secret, 'order_B', 'pay_1', good)).toBe(false);
    expect(verifyPaymentSignature('other', 'order_A', 'pay_1', good)).toBe(false);
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_1', 'zz')).toBe(false);
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_1', undefined)).toBe(false);
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_1', good.slice(0, 10))).toBe(false);
  });
  it('signs subscriptions as payment_id|subscription_id', () => {
    const sig = subscriptionSignature(secret, 'pay_1', 'sub_X');
    expect(sig).toBe(hmacHex(secret, 'pay_1|sub_X'));
    expect(verifySubscriptionSignature(secret, 'pay_1', 'sub_X', sig)).toBe(true);
    expect(verifySubscriptionSignature(secret, 'pay_1', 'sub_Y', sig)).toBe(false);
  });
  it('checks webhooks over the raw body', () => {
    const body = '{"event":"payment.captured"}';
    const sig = hmacHex('whsec', body);
    expect(verifyWebhookSignature('whsec', body, sig)).toBe(true);
    expect(verifyWebhookSignature('whsec', `${body} `, sig)).toBe(false);
  });
});

describe('receipt facts', () => {
  it('writes amounts in Indian words', () => {
    expect(amountInWords(200000)).toBe('Rupees Two Thousand Only');
    expect(amountInWords(12_34_567_00)).toBe('Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only');
  });
  it('puts a donation in its financial year in India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
  });
});

describe('not80gReason', () => {
  const gift = { eligible80g: false, want80g: true, paymentMode: 'cash' as const, amountPaise: 1500_00 };
  it('names cash above ₹2,000 only when that is the reason', () => {
    expect(not80gReason({ ...gift, amountPaise: 2500_00 }, 'AY 2027-28')).toBe('cash donations above ₹2,000 do not qualify');
    expect(not80gReason(gift, 'AY 2027-28')).toBe('the foundation has no 80G registration covering AY 2027-28');
    expect(not80gReason({ ...gift, paymentMode: 'cheque', amountPaise: 2500_00 }, 'AY 2027-28')).toContain('no 80G registration');
    expect(not80gReason({ ...gift, want80g: false }, 'AY 2027-28')).toBe('80G benefit was not requested');
    expect(not80gReason({ ...gift, eligible80g: true }, 'AY 2027-28')).toBeNull();
  });
});
