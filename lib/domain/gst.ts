/**
 * GST rules that do not depend on where the code runs: the rates the law has, how a coupon's discount is
 * shared among an order's lines, and how a tax amount splits into CGST + SGST or IGST. Amounts are integer
 * paise. docs/tax.md explains the choices.
 */
import { percentOf, type Paise } from './money';

/**
 * The GST rates (percent) the law has. A product's rate must be one of them; the office picks the right one
 * per product with the foundation's accountant. Kept here (not in lib/config) because the forms' and the
 * /api's validation, run in the browser too, need it.
 */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The spec's flat figure: every product and category starts at it until the office sets the real rate. */
export const DEFAULT_GST_RATE: GstRate = 18;

export function isGstRate(value: number): value is GstRate {
  return (GST_RATES as readonly number[]).includes(value);
}

/** An HSN code: 4, 6 or 8 digits (4 suffice below ₹5 crore turnover for B2C; more are allowed). */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * Shares `amount` among `weights` in proportion, each share a whole paisa, the shares adding up to `amount`
 * exactly (largest remainder: the floor of each exact share, then one paisa each to the largest remainders,
 * earlier ones first on a tie). When `amount` ≤ Σ weights, no share exceeds its weight. All zero weights share
 * nothing (every share 0 and `amount` must be 0).
 */
export function apportion(amount: Paise, weights: readonly number[]): Paise[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount === 0 || total === 0) {
    if (amount !== 0) throw new RangeError('cannot share an amount among zero weights');
    return weights.map(() => 0);
  }
  // BigInt: amount × weight can pass 2^53 for large orders.
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const exact = weights.map((w, i) => ({ i, floor: (big * BigInt(w)) / bigTotal, rest: (big * BigInt(w)) % bigTotal }));
  const shares = exact.map((e) => Number(e.floor));
  let left = amount - shares.reduce((s, v) => s + v, 0);
  const byRest = [...exact].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const e of byRest) {
    if (left === 0) break;
    shares[e.i] += 1;
    left -= 1;
  }
  return shares;
}

/** The GST contained in a GST-inclusive charge (shipping, the COD fee): charge × rate / (100 + rate), half up. */
export function includedTax(charge: Paise, rate: number): Paise {
  if (charge === 0 || rate === 0) return 0;
  return Math.round(Number(((charge * rate) / (100 + rate)).toFixed(4)));
}

export type TaxSplit = { cgst: Paise; sgst: Paise; igst: Paise };

/**
 * CGST + SGST (half each) when the place of supply is the supplier's own state, IGST otherwise. An odd paisa
 * goes to CGST, so the halves add up to the tax exactly.
 */
export function splitTax(tax: Paise, placeOfSupply: string, supplierState: string): TaxSplit {
  if (placeOfSupply !== supplierState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export type TaxableLine = { value: Paise; rate: number };
export type TaxedLine = TaxableLine & { discount: Paise; taxable: Paise; tax: Paise };

/**
 * Each line's share of the discount (in proportion to its value), its taxable value after that share, and its
 * tax. Tax is worked out per rate (the rate × the taxable value of all lines at that rate, half up) and then
 * shared among those lines, so an order whose lines are all at one rate is taxed exactly as the one-rate
 * formula taxed its subtotal, and the lines' taxes add up to the order's.
 */
export function taxLines(lines: readonly TaxableLine[], discount: Paise): TaxedLine[] {
  const discounts = apportion(
    discount,
    lines.map((l) => l.value),
  );
  const taxed = lines.map((l, i) => ({ ...l, discount: discounts[i], taxable: l.value - discounts[i], tax: 0 }));
  for (const rate of new Set(taxed.map((l) => l.rate))) {
    const group = taxed.filter((l) => l.rate === rate);
    const taxable = group.reduce((s, l) => s + l.taxable, 0);
    const shares = apportion(
      percentOf(taxable, rate),
      group.map((l) => l.taxable),
    );
    group.forEach((l, i) => (l.tax = shares[i]));
  }
  return taxed;
}

/**
 * The rate of the order's main supply, at which its GST-inclusive charges are taxed: the rate carrying the
 * largest taxable value (before the discount when the discount leaves nothing taxable), the higher rate on a
 * tie; the default rate for an empty order.
 */
export function mainSupplyRate(lines: readonly TaxedLine[]): number {
  if (!lines.length) return DEFAULT_GST_RATE;
  const weight = new Map<number, number>();
  const useTaxable = lines.some((l) => l.taxable > 0);
  for (const l of lines) weight.set(l.rate, (weight.get(l.rate) ?? 0) + (useTaxable ? l.taxable : l.value));
  return [...weight].sort(([ra, wa], [rb, wb]) => wb - wa || rb - ra)[0][0];
}
