import { describe, expect, it } from 'vitest';
import { DONATION_REFUSALS, validateDonation } from '@/lib/domain/donations';
import { ERROR_CODES, FIELD_CODES, fieldErrorsOf, NOTICE_CODES, type Coded } from '@/lib/domain/errors';
import { contactMessageSchema } from '@/lib/domain/validation/contact';
import { changePasswordSchema, siteRegisterSchema } from '@/lib/domain/validation/auth';
import { orderInputSchema } from '@/lib/domain/validation/order';
import { codedText, type Translate } from '@/lib/i18n/coded-text';
import { textTranslator } from '@/lib/i18n/format-text';

// The schemas (lib/domain/validation) and the donation rules refuse with codes of the closed list; the
// catalogues word each in English (the /api contract's bytes) and in Hindi (the /hi pages).

const hindi = (coded: Coded<string>) => codedText(textTranslator('hi') as Translate, coded);
const english = (coded: Coded<string>) => codedText(textTranslator('en') as Translate, coded);
const known = new Set<string>([...Object.keys(ERROR_CODES), ...Object.keys(FIELD_CODES)]);

describe('validation refusals as codes', () => {
  it('are codes of the closed list, worded in Hindi, for what the forms actually answer', () => {
    const refusals = [
      contactMessageSchema.safeParse({ name: '', email: 'x', subject: '', message: '' }),
      siteRegisterSchema.safeParse({ name: '', email: '', phone: '12', address: '', password: 'short', password_confirmation: 'x' }),
      changePasswordSchema.safeParse({ current_password: '', password: 'abcdefgh', password_confirmation: 'abcdefgi' }),
    ].flatMap((r) => Object.values(fieldErrorsOf(r.error!)).flat());
    const donation = validateDonation({ name: 'A', phone: '123', email: 'bad', amount: '55', cause: 'x', address: 'Kanpur' });
    expect(donation.ok).toBe(false);
    if (!donation.ok) refusals.push(...Object.values(donation.errors).flatMap((e) => (e ? [e] : [])));
    expect(refusals.length).toBeGreaterThan(12);
    expect(refusals.filter((r) => !known.has(r.code))).toEqual([]);
    expect(refusals.filter((r) => hindi(r) === english(r))).toEqual([]);
  });

  it('fill their templates: labels, numbers and field lists', () => {
    const required = (label: string) => ({ code: 'field.required', params: { label } });
    expect(english(required('email'))).toBe('The email field is required.');
    expect(hindi(required('email'))).toBe('ईमेल भरना आवश्यक है।');
    expect(english({ code: 'field.max_length', params: { label: 'subject', max: 200 } })).toBe(
      'The subject may not be longer than 200 characters.',
    );
    expect(hindi({ code: 'field.max_length', params: { label: 'subject', max: 200 } })).toBe('विषय 200 अक्षरों से अधिक लंबा नहीं हो सकता।');
    expect(hindi({ code: 'field.min_length', params: { label: 'password', min: 8 } })).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।');
    expect(english(required('current_password'))).toBe('The current password field is required.');
    expect(hindi(required('current_password'))).toBe('वर्तमान पासवर्ड भरना आवश्यक है।');
    expect(english(DONATION_REFUSALS.required(['name', 'email', 'pan']))).toBe('Please fill in all required fields: name, email, pan');
    expect(hindi(DONATION_REFUSALS.required(['name', 'email', 'pan']))).toBe('कृपया सभी आवश्यक फ़ील्ड भरें: नाम, ईमेल, PAN');
    expect(hindi(DONATION_REFUSALS.validAmount)).toBe('मान्य दान राशि');
  });

  it("keep zod's own English on the wire for a check without a refusal of ours", () => {
    const long = contactMessageSchema.safeParse({ name: 'A', email: `${'a'.repeat(250)}@example.org`, subject: 'S', message: 'M' });
    const [refusal] = fieldErrorsOf(long.error!).email;
    expect(refusal).toEqual({ code: 'field.zod_too_long', params: { max: 254 } });
    expect(english(refusal)).toBe('Too big: expected string to have <=254 characters');
    const items = orderInputSchema.safeParse({ items: 'many' });
    const shape = fieldErrorsOf(items.error!).items?.[0];
    expect(shape?.code).toBe('field.zod');
    expect(english(shape!)).toMatch(/^Invalid input: expected array/);
  });

  it("word the account actions' answers in Hindi (lib/actions/profile.ts, my-orders.ts and what their lib/server calls throw)", () => {
    const errors = [
      'account.profile_failed',
      'account.password_failed',
      'account.wrong_current_password',
      'order.not_found',
      'order.cancel_failed',
      'order.not_cancellable',
      'gateway.unavailable',
      'payment.not_yours',
      'payment.cod_order',
      'payment.already_paid',
      'payment.no_longer_payable',
    ];
    const notices = ['account.profile_updated', 'account.password_changed', 'order.cancelled'];
    for (const code of errors) expect(known.has(code), code).toBe(true);
    for (const code of notices) expect(code in NOTICE_CODES, code).toBe(true);
    expect(errors.filter((code) => hindi({ code }) === english({ code }))).toEqual([]);
    const hindiNotice = (code: string) => codedText(textTranslator('hi') as Translate, { code }, 'notices');
    expect(hindiNotice('order.cancelled')).toBe('आपका ऑर्डर रद्द कर दिया गया है।');
  });
});
