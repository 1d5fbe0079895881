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

/** A rate in hundredths of a percent (18 → 1800, 0.25 → 25): the law's rates are whole hundredths. */
function hundredths(rate: number): number {
  return Math.round(rate * 100);
}

/**
 * The taxable value inside a GST-inclusive amount: amount × 100 / (100 + rate), rounded half up to the paisa
 * (integer arithmetic, so no binary noise decides a half). The GST it contains is the rest, amount − this.
 */
export function taxableOf(inclusive: Paise, rate: number): Paise {
  const d = 10_000 + hundredths(rate);
  return Math.floor((inclusive * 10_000 * 2 + d) / (2 * d));
}

/** A pre-tax amount with its GST added (rate × amount, half up): how catalogue prices moved to shown prices. */
export function withGst(preTax: Paise, rate: number): Paise {
  return preTax + percentOf(preTax, rate);
}

/**
 * The price a product stores (the one shoppers see, GST included) from a price someone sent: as it is when it
 * includes GST (the back-office form), else with the product's GST added (a /api client's pre-tax `price`).
 */
export function inclusivePriceFrom(price: Paise, rate: number, includesGst: boolean): Paise {
  return includesGst ? price : withGst(price, rate);
}

/** The GST contained in a GST-inclusive charge (shipping, the COD fee): the charge less its taxable value. */
export function includedTax(charge: Paise, rate: number): Paise {
  return charge - taxableOf(charge, rate);
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

/** A line as the shopper sees it: its value at the shown price (GST included) and its GST rate. */
export type TaxableLine = { value: Paise; rate: number };
/**
 * A line worked back to the invoice's figures. `shown` and `shownDiscount` are what the shopper sees (GST
 * included); `value` (before the discount), `discount`, `taxable` and `tax` are the invoice's, before GST:
 * value − discount = taxable, taxable + tax = shown − shownDiscount.
 */
export type TaxedLine = {
  rate: number;
  shown: Paise;
  shownDiscount: Paise;
  value: Paise;
  discount: Paise;
  taxable: Paise;
  tax: Paise;
};

/**
 * Works GST-inclusive lines back to their taxable values. The coupon's discount (off the shown prices) is
 * shared among the lines in proportion to their shown value. Then, per rate: the taxable value of the lines at
 * that rate is their value after the discount worked back half up (`taxableOf`), the GST is the rest, and the
 * taxable value is shared among those lines (largest remainder), so the lines add up to the paisa, per line
 * (taxable + tax = what the line costs) and in total. The value before the discount is worked back the same
 * way; the difference is the discount's pre-tax part, shared in proportion to the lines' discounts.
 */
export function taxLines(lines: readonly TaxableLine[], discount: Paise): TaxedLine[] {
  const discounts = apportion(
    discount,
    lines.map((l) => l.value),
  );
  const taxed: TaxedLine[] = lines.map((l, i) => ({
    rate: l.rate,
    shown: l.value,
    shownDiscount: discounts[i],
    value: 0,
    discount: 0,
    taxable: 0,
    tax: 0,
  }));
  for (const rate of new Set(taxed.map((l) => l.rate))) {
    const group = taxed.filter((l) => l.rate === rate);
    const paid = group.map((l) => l.shown - l.shownDiscount);
    const taxable = taxableOf(
      paid.reduce((s, v) => s + v, 0),
      rate,
    );
    const before = taxableOf(
      group.reduce((s, l) => s + l.shown, 0),
      rate,
    );
    const taxables = apportion(taxable, paid);
    const preTaxDiscounts = apportion(
      before - taxable,
      group.map((l) => l.shownDiscount),
    );
    group.forEach((l, i) => {
      l.taxable = taxables[i];
      l.tax = paid[i] - taxables[i];
      l.discount = preTaxDiscounts[i];
      l.value = taxables[i] + preTaxDiscounts[i];
    });
  }
  return taxed;
}

/**
 * The goods' value before GST and before any coupon (per rate, worked back half up): what free shipping and a
 * coupon's minimum order are judged on, as they were when prices were entered before GST (docs/tax.md).
 */
export function valueBeforeGst(lines: readonly TaxableLine[]): Paise {
  const byRate = new Map<number, Paise>();
  for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.value);
  return [...byRate].reduce((s, [rate, value]) => s + taxableOf(value, rate), 0);
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
