import { apportion } from './gst';
import type { Paise } from './money';

/** What an invoice charged, as a credit note reverses it: per line its taxable value and tax, and the charges. */
export type InvoicedAmounts = {
  lines: readonly { taxable: Paise; tax: Paise }[];
  /** Shipping + COD fee (GST-inclusive) and the GST they contain. */
  charges: Paise;
  chargesTax: Paise;
};

export type CreditedAmounts = {
  lines: { taxable: Paise; tax: Paise }[];
  chargesNet: Paise;
  chargesTax: Paise;
  taxable: Paise;
  tax: Paise;
};

/**
 * A credit of `amount` out of an invoice, reversed in proportion across every line's taxable value and tax and
 * the charges' net value and tax (largest remainder, whole paise): the parts add up to `amount` exactly and none
 * exceeds what the invoice charged. `amount` must not exceed the invoice's total.
 */
export function creditSplit(invoiced: InvoicedAmounts, amount: Paise): CreditedAmounts {
  const weights = [...invoiced.lines.flatMap((l) => [l.taxable, l.tax]), invoiced.charges - invoiced.chargesTax, invoiced.chargesTax];
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || amount > total) throw new RangeError(`credit ${amount} outside 1..${total}`);
  const shares = apportion(amount, weights);
  const lines = invoiced.lines.map((_, i) => ({ taxable: shares[2 * i], tax: shares[2 * i + 1] }));
  const chargesNet = shares[shares.length - 2];
  const chargesTax = shares[shares.length - 1];
  return {
    lines,
    chargesNet,
    chargesTax,
    taxable: lines.reduce((s, l) => s + l.taxable, 0) + chargesNet,
    tax: lines.reduce((s, l) => s + l.tax, 0) + chargesTax,
  };
}

/**
 * Per-line CGST of an intra-state document whose whole CGST is `cgstTotal` (the odd paisa of each line's tax
 * goes to CGST until the total is reached): the lines' halves add up to the document's split exactly.
 */
export function lineCgst(taxes: readonly Paise[], cgstTotal: Paise): Paise[] {
  const halves = taxes.map((t) => Math.floor(t / 2));
  let extra = cgstTotal - halves.reduce((s, v) => s + v, 0);
  return halves.map((h, i) => {
    if (extra > 0 && taxes[i] % 2 === 1) {
      extra -= 1;
      return h + 1;
    }
    return h;
  });
}
