/**
 * Money is integer paise everywhere; rupees appear only at the edges (API numbers, UI strings). This module
 * is the one place that converts between the two and the one that formats an amount for people to read.
 */

export type Paise = number;

/** Rupees (number or numeric string, up to 2 decimals) -> paise, rounding half up. */
export function rupeesToPaise(rupees: number | string): Paise {
  const value = typeof rupees === 'string' ? Number(rupees) : rupees;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${rupees}`);
  // toFixed(2) first removes binary noise (0.1 + 0.2) before scaling.
  return Math.round(Number((value * 100).toFixed(2)));
}

/** Paise -> rupees as a number with at most 2 decimals (the API's convention). */
export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** True when a rupee amount is a whole number of paise (at most two decimals, float noise aside). */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** A non-negative amount as whole rupees and the paise left over: 123450 -> { rupees: 1234, paise: 50 }. */
export function splitPaise(paise: Paise): { rupees: number; paise: number } {
  const whole = Math.round(paise);
  return { rupees: Math.floor(whole / 100), paise: whole % 100 };
}

/** "499.00": two decimals made from integer paise (the gateways' and the CSV exports' string format). */
export function paiseToDecimalString(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const { rupees, paise: rest } = splitPaise(Math.abs(paise));
  return `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/**
 * ₹1,23,456.50 (Indian grouping): every ₹ the site, its mails and its PDFs show goes through here. Amounts
 * from the wire are rupees: convert them at the edge, `formatInr(rupeesToPaise(x))`. With `whole`, an
 * amount of whole rupees drops the decimals (₹2,000); any other keeps them (₹12.50).
 */
export function formatInr(paise: Paise, options: { whole?: boolean } = {}): string {
  const rupees = paiseToRupees(paise);
  if (options.whole && Number.isInteger(rupees)) return inrWhole.format(rupees);
  return inr.format(rupees);
}

/** Multiply paise by a rate and round half up to the paisa (e.g. GST 18%). */
export function percentOf(paise: Paise, percent: number): Paise {
  return Math.round(Number(((paise * percent) / 100).toFixed(4)));
}
