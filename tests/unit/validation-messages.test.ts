import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { DONATION_MESSAGES, validateDonation } from '@/lib/domain/donations';
import { contactMessageSchema } from '@/lib/domain/validation/contact';
import { changePasswordSchema, siteRegisterSchema } from '@/lib/domain/validation/auth';
import { translateMessage } from '@/lib/i18n/validation';

const toHindi = (message: string) => translateMessage(message, en.validation, hi.validation);

const DIR = path.join(process.cwd(), 'lib/domain/validation');

/**
 * Every English message the validation modules write: string literals that read as a sentence (start with a
 * capital, contain a space), template literals with their `${...}` parts filled with a sample, comments left out.
 */
function englishMessages(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts'))) {
    const code = readFileSync(path.join(DIR, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/'([A-Z][^'\n]* [^'\n]*)'|`([A-Z][^`\n]* [^`\n]*)`/g)) {
      const text = m[1] ?? m[2].replace(/\$\{(\w+)[^}]*\}/g, (_all, name: string) => (/name|label/.test(name) ? 'email' : '100'));
      found.add(text);
    }
  }
  for (const value of Object.values(DONATION_MESSAGES)) found.add(typeof value === 'function' ? value(['name', 'phone']) : value);
  return [...found].sort();
}

describe('validation messages in Hindi (lib/i18n/validation)', () => {
  it('finds the messages it checks', () => {
    expect(englishMessages().length).toBeGreaterThan(80);
  });

  it('has a Hindi entry for every English message in lib/domain/validation and the donation rules', () => {
    const missing = englishMessages().filter((m) => toHindi(m) === m);
    expect(missing).toEqual([]);
  });

  it('fills the templated messages: label, numbers and field lists', () => {
    expect(toHindi('The email field is required.')).toBe('ईमेल भरना आवश्यक है।');
    expect(toHindi('The subject may not be longer than 200 characters.')).toBe('विषय 200 अक्षरों से अधिक लंबा नहीं हो सकता।');
    expect(toHindi('The password must be at least 8 characters.')).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।');
    expect(toHindi('The current password field is required.')).toBe('वर्तमान पासवर्ड भरना आवश्यक है।');
    expect(toHindi(DONATION_MESSAGES.required(['name', 'email', 'pan']))).toBe('कृपया सभी आवश्यक फ़ील्ड भरें: नाम, ईमेल, PAN');
    expect(toHindi('Valid donation amount')).toBe('मान्य दान राशि');
  });

  it('leaves English as it is and unknown messages unchanged', () => {
    expect(translateMessage('The email field is required.', en.validation, en.validation)).toBe('The email field is required.');
    expect(toHindi('Something nobody wrote.')).toBe('Something nobody wrote.');
  });

  it("translates the account actions' answers (lib/actions/profile.ts, my-orders.ts and what their lib/server calls throw)", () => {
    const answers = [
      'Failed to update profile',
      'Profile updated successfully',
      'Failed to change password',
      'Password changed successfully. You have been signed out on your other devices.',
      'The current password is incorrect.',
      'Order not found',
      'Failed to cancel the order',
      'Your order has been cancelled.',
      'This order can no longer be cancelled. Please contact support.',
      'Payment gateway is temporarily unavailable. Please try again later.',
      'Redirecting to payment...',
      'You do not have permission to pay for this order.',
      'This order is paid by cash on delivery.',
      'This order is already paid.',
      'This order can no longer be paid. Please place a new order.',
    ];
    expect(answers.filter((m) => toHindi(m) === m)).toEqual([]);
    expect(toHindi('Your order has been cancelled.')).toBe('आपका ऑर्डर रद्द कर दिया गया है।');
  });

  it('translates what the schemas and rules actually answer', () => {
    const issues = [
      ...contactMessageSchema.safeParse({ name: '', email: 'x', subject: '', message: '' }).error!.issues,
      ...siteRegisterSchema.safeParse({ name: '', email: '', phone: '12', address: '', password: 'short', password_confirmation: 'x' })
        .error!.issues,
      ...changePasswordSchema.safeParse({ current_password: '', password: 'abcdefgh', password_confirmation: 'abcdefgi' }).error!.issues,
    ];
    const untranslated = issues.map((i) => i.message).filter((m) => toHindi(m) === m);
    expect(untranslated).toEqual([]);
    const donation = validateDonation({ name: 'A', phone: '123', email: 'bad', amount: '55', cause: 'x', address: 'Kanpur' });
    expect(donation.ok).toBe(false);
    if (!donation.ok) for (const m of Object.values(donation.errors)) expect(toHindi(m)).not.toBe(m);
  });
});
