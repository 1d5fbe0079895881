import { describe, expect, it } from 'vitest';
import { creditSplit, lineCgst } from '@/lib/domain/credit-notes';
import { gstinCheckChar, isValidGstin, normaliseGstin } from '@/lib/domain/gstin';
import { buyerGstinSchema } from '@/lib/domain/validation/order';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches, in any case and with spaces', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
    expect(normaliseGstin('27 aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
    const uttarPradesh = `09AAATS1234C1Z${gstinCheckChar('09AAATS1234C1Z')}`;
    expect(isValidGstin(uttarPradesh)).toBe(true);
  });

  it('refuses a wrong check character, a bad shape or a state code that does not exist', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F0ZV')).toBe(false); // entity number 0
    expect(isValidGstin('2AAAPFU0939F1ZV')).toBe(false);
    const s = '99AAPFU0939F1Z';
    expect(isValidGstin(s + gstinCheckChar(s))).toBe(false);
    const t = '00AAPFU0939F1Z';
    expect(isValidGstin(t + gstinCheckChar(t))).toBe(false);
  });

  it('the order schema keeps it optional and normalised, and refuses an invalid one with order.buyer_gstin', () => {
    expect(buyerGstinSchema.parse(undefined)).toBeNull();
    expect(buyerGstinSchema.parse('')).toBeNull();
    expect(buyerGstinSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    const bad = buyerGstinSchema.safeParse('27AAPFU0939F1ZX');
    expect(bad.success).toBe(false);
  });
});

describe('credit notes', () => {
  const invoiced = {
    lines: [
      { taxable: 90_000, tax: 4_500 }, // 5%
      { taxable: 45_000, tax: 8_100 }, // 18%
    ],
    charges: 5_000,
    chargesTax: 238,
  };
  const total = 90_000 + 4_500 + 45_000 + 8_100 + 5_000;

  it('a full credit reverses every line, the charges and the tax exactly', () => {
    const c = creditSplit(invoiced, total);
    expect(c.lines).toEqual(invoiced.lines);
    expect(c.chargesNet + c.chargesTax).toBe(5_000);
    expect(c.taxable + c.tax).toBe(total);
    expect(c.tax).toBe(4_500 + 8_100 + 238);
  });

  it('a partial credit is shared in proportion, in whole paise adding up to the amount', () => {
    const c = creditSplit(invoiced, 10_000);
    expect(c.taxable + c.tax).toBe(10_000);
    expect(c.lines[0].taxable).toBe(Math.round((10_000 * 90_000) / total));
    expect(c.lines[1].tax).toBeLessThanOrEqual(8_100);
    for (const l of c.lines) expect(l.taxable).toBeGreaterThanOrEqual(0);
  });

  it('refuses nothing or more than the invoice', () => {
    expect(() => creditSplit(invoiced, 0)).toThrow(RangeError);
    expect(() => creditSplit(invoiced, total + 1)).toThrow(RangeError);
  });

  it("per-line CGST halves add up to the document's CGST", () => {
    const taxes = [101, 55, 20];
    const cgst = Math.ceil(176 / 2);
    const lines = lineCgst(taxes, cgst);
    expect(lines.reduce((s, v) => s + v, 0)).toBe(cgst);
    lines.forEach((v, i) => expect(taxes[i] - v).toBeGreaterThanOrEqual(v - 1));
  });
});

describe('GST document numbers (rule 46: at most 16 characters)', () => {
  it('writes the financial year in four digits: INV/2627/000042 has 15, the test series 16', async () => {
    const { formatGstDocumentNumber } = await import('@/lib/server/platform/numbering');
    expect(formatGstDocumentNumber('INV', '2026-27', 42)).toBe('INV/2627/000042');
    expect(formatGstDocumentNumber('INV', '2026-27', 42)).toHaveLength(15);
    expect(formatGstDocumentNumber('TINV', '2099-00', 999_999)).toBe('TINV/9900/999999');
    expect(formatGstDocumentNumber('TINV', '2026-27', 1)).toHaveLength(16);
    expect(formatGstDocumentNumber('CN', '2026-27', 7)).toBe('CN/2627/000007');
    expect(() => formatGstDocumentNumber('INV', '2026-27', 1_000_000)).toThrow(/full/);
    expect(() => formatGstDocumentNumber('INVOICE', '2026-27', 1)).toThrow(/rule 46/);
  });
});
