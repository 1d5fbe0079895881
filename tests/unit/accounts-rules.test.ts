import { fieldErrorsOf } from '@/lib/domain/errors';
import { englishText } from '@/lib/i18n/english';
import { describe, expect, it } from 'vitest';
import { formatIstDate } from '@/lib/domain/dates';
import { firstName, initials } from '@/lib/domain/initials';
import { hasRole } from '@/lib/domain/roles';
import { registerSchema, siteRegisterSchema } from '@/lib/domain/validation/auth';

describe('avatar initials', () => {
  it('takes the first letters of up to two words, uppercased, and U without a name', () => {
    expect(initials('asha verma')).toBe('AV');
    expect(initials('Ravi Kumar Singh')).toBe('RK');
    expect(initials('  meera  ')).toBe('M');
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
    expect(firstName('Asha Verma')).toBe('Asha');
  });

  it('formats member since as every other date: dd/mm/yyyy in India', () => {
    expect(formatIstDate('2025-03-05T06:00:00Z')).toBe('05/03/2025');
    expect(formatIstDate('2025-03-05T20:00:00Z')).toBe('06/03/2025');
  });
});

describe('roles', () => {
  it('match exactly or by membership in a list', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('manager', 'admin')).toBe(false);
    expect(hasRole('manager', ['admin', 'manager'])).toBe(true);
    expect(hasRole('user', ['admin', 'manager'])).toBe(false);
    expect(hasRole(undefined, 'user')).toBe(false);
  });
});

describe('registration rules', () => {
  const base = { name: 'A B', email: 'A@B.example', password: 'abcdefgh', password_confirmation: 'abcdefgh' };
  it('lowercases the email and keeps phone and address optional for the API', () => {
    const r = registerSchema.parse(base);
    expect(r.email).toBe('a@b.example');
    expect(r.phone).toBeUndefined();
  });
  it('requires phone and address on the site form, and matching passwords', () => {
    const r = siteRegisterSchema.safeParse({ ...base, password_confirmation: 'abcdefgX', phone: '', address: '' });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'address']));
    const mismatch = siteRegisterSchema.safeParse({ ...base, phone: '9876543210', address: 'x', password_confirmation: 'abcdefgX' });
    expect(mismatch.error!.issues).toEqual([expect.objectContaining({ path: ['password_confirmation'] })]);
    expect(fieldErrorsOf(mismatch.error!)).toEqual({ password_confirmation: [{ code: 'account.passwords_mismatch' }] });
    expect(englishText(fieldErrorsOf(mismatch.error!).password_confirmation[0])).toBe('Passwords do not match');
  });
  it('refuses passwords under 8 characters', () => {
    expect(registerSchema.safeParse({ ...base, password: 'short', password_confirmation: 'short' }).success).toBe(false);
  });
});
