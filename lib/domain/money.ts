/** Money is integer paise everywhere; rupees appear only at the edges (API numbers, UI strings). */

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

/** "499.00": two decimals made from integer paise (the gateways' string format). */
export function paiseToDecimalString(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,234.50 (Indian grouping); whole rupees drop the decimals when asked. */
export function formatInr(paise: Paise, options: { whole?: boolean } = {}): string {
  const rupees = paise / 100;
  if (options.whole && Number.isInteger(rupees)) return inrWhole.format(rupees);
  return inr.format(rupees);
}

/** The same for rupees, as the API and the browser carry them: every ₹ the UI shows goes through here. */
export function formatRupees(rupees: number, options: { whole?: boolean } = {}): string {
  return formatInr(rupeesToPaise(rupees), options);
}

/** Multiply paise by a rate and round half up to the paisa (e.g. GST 18%). */
export function percentOf(paise: Paise, percent: number): Paise {
  return Math.round(Number(((paise * percent) / 100).toFixed(4)));
}
