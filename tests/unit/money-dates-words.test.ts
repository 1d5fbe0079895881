import { describe, expect, it } from 'vitest';
import { formatInr, isWholePaise, paiseToDecimalString, paiseToRupees, percentOf, rupeesToPaise, splitPaise } from '@/lib/domain/money';
import { couponValueFromWire, couponValueToWire } from '@/lib/domain/coupons';
import {
  dateFilterRange,
  financialYear,
  financialYearRange,
  formatIstDate,
  formatIstDateTime,
  istIsoDay,
  fromIstDateTimeLocal,
  toIstDateTimeLocal,
} from '@/lib/domain/dates';
import { amountInWords, integerInWords } from '@/lib/domain/amount-in-words';
import { sniffMime } from '@/lib/server/files';

describe('money', () => {
  it('converts between rupees and paise without float noise', () => {
    expect(rupeesToPaise(499)).toBe(49900);
    expect(rupeesToPaise('43.0')).toBe(4300);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.999)).toBe(2000);
    expect(paiseToRupees(12345)).toBe(123.45);
    expect(paiseToDecimalString(49900)).toBe('499.00');
    expect(paiseToDecimalString(5)).toBe('0.05');
    expect(paiseToDecimalString(-12345)).toBe('-123.45');
    expect(splitPaise(123450)).toEqual({ rupees: 1234, paise: 50 });
    expect(isWholePaise(12.34)).toBe(true);
    expect(isWholePaise(0.1 + 0.2)).toBe(true);
    expect(isWholePaise(12.345)).toBe(false);
  });
  it('converts coupon values between storage (hundredths of a percent, paise) and the wire (percent, rupees)', () => {
    expect(couponValueToWire('percentage', 1250)).toBe(12.5);
    expect(couponValueToWire('fixed', 20050)).toBe(200.5);
    expect(couponValueToWire('free_shipping', 0)).toBe(0);
    expect(couponValueFromWire('percentage', 12.5)).toBe(1250);
    expect(couponValueFromWire('fixed', 200.5)).toBe(20050);
  });
  it('formats ₹ with Indian grouping', () => {
    expect(formatInr(12345678)).toBe('₹1,23,456.78');
    expect(formatInr(200000, { whole: true })).toBe('₹2,000');
    expect(formatInr(rupeesToPaise(123456.78))).toBe('₹1,23,456.78');
    expect(formatInr(rupeesToPaise(150), { whole: true })).toBe('₹150');
    expect(formatInr(rupeesToPaise(12.5), { whole: true })).toBe('₹12.50');
    expect(formatInr(1_00_000_00, { whole: true })).toBe('₹1,00,000');
  });
  it('rounds percentages half up to the paisa', () => {
    expect(percentOf(10050, 18)).toBe(1809); // 1809.0
    expect(percentOf(25, 18)).toBe(5); // 4.5 -> 5
    expect(percentOf(24, 18)).toBe(4); // 4.32 -> 4
  });
});

describe('India time', () => {
  it('puts 31 March 23:00 IST in the old year and 1 April 00:30 IST in the new one', () => {
    expect(financialYear(new Date('2026-03-31T17:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
    const { start, end } = financialYearRange('2026-27');
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end.toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });
  it('formats every shown date in India time', () => {
    const late = '2026-11-20T18:35:07Z'; // 21 Nov 00:05 IST
    expect(formatIstDate(new Date(late))).toBe('21/11/2026');
    expect(formatIstDate(late)).toBe('21/11/2026');
    expect(formatIstDateTime(late)).toBe('21/11/2026, 12:05 am');
    expect(formatIstDateTime('2026-11-24T13:14:00Z')).toBe('24/11/2026, 6:44 pm');
    expect(formatIstDateTime('2026-11-24T06:30:00Z')).toBe('24/11/2026, 12:00 pm');
    // File names carry India's day too (a UTC day would still say the 20th).
    expect(istIsoDay(late)).toBe('2026-11-21');
    expect(toIstDateTimeLocal(late)).toBe('2026-11-21T00:05');
    expect(new Date(fromIstDateTimeLocal('2026-11-21T00:05')).toISOString()).toBe('2026-11-20T18:35:00.000Z');
    expect(fromIstDateTimeLocal('2026-11-21T00:05:00Z')).toBe('2026-11-21T00:05:00Z');
  });
  it('computes admin date filters in IST', () => {
    const now = new Date('2026-11-20T20:00:00Z'); // 21 Nov 01:30 IST, a Saturday
    expect(dateFilterRange('today', now)!.from.toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(dateFilterRange('yesterday', now)!.to.toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(dateFilterRange('this_week', now)!.from.toISOString()).toBe('2026-11-15T18:30:00.000Z'); // Monday 16 Nov
    expect(dateFilterRange('last_month', now)).toEqual({ from: new Date('2026-09-30T18:30:00Z'), to: new Date('2026-10-31T18:30:00Z') });
    expect(dateFilterRange('all', now)).toBeNull();
  });
});

describe('amount in words', () => {
  it('uses Indian numbering', () => {
    expect(amountInWords(200000)).toBe('Rupees Two Thousand Only');
    expect(integerInWords(1234567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(integerInWords(250000000)).toBe('Twenty Five Crore');
    expect(amountInWords(123450)).toBe('Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});

describe('sniffMime', () => {
  it('recognises files by content, not name', () => {
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMime(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffMime(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffMime(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffMime(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffMime(new TextEncoder().encode('<svg xmlns='))).toBeNull();
  });
});
