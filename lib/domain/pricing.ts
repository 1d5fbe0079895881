/**
 * The one pricing module (DESIGN.md §5), used by the cart drawer, the cart page, checkout and the server.
 * All amounts are integer paise; rounding is to the paisa, half up.
 */
import { DEFAULT_GST_RATE, includedTax, mainSupplyRate, taxLines, type TaxedLine } from './gst';
import { percentOf, type Paise } from './money';

/** The default rate, still what most of the catalogue carries (the cart's label when every line has it). */
export const GST_PERCENT = DEFAULT_GST_RATE;
/** Shipping is free when the subtotal is strictly above ₹500. */
export const FREE_SHIPPING_ABOVE_PAISE = 50_000;
export const SHIPPING_FEE_PAISE = 5_000;
export const COD_FEE_PAISE = 2_500;

/** gstRate: the product's GST rate in percent (DEFAULT_GST_RATE when absent). */
export type PricedLine = { unitPricePaise: Paise; quantity: number; gstRate?: number };

type CouponType = 'percentage' | 'fixed' | 'free_shipping';
/** What the arithmetic needs from a coupon (the eligibility rules are in coupons.ts). */
export type CouponTerms = {
  type: CouponType;
  /** percentage: hundredths of a percent (1000 = 10%); fixed: paise; free_shipping: unused. */
  value: number;
  maximumDiscountPaise: Paise | null;
};

export type Totals = {
  subtotal: Paise;
  /** Shipping charged (0 when free or waived by a free_shipping coupon). */
  shipping: Paise;
  tax: Paise;
  /** Discount taken off the total (percentage or fixed coupons). */
  discount: Paise;
  /** Shipping a free_shipping coupon waived; part of what the coupon saves, not of `discount`. */
  shippingWaived: Paise;
  codFee: Paise;
  total: Paise;
  /** Per line (in the order given): its value, share of the discount, taxable value, rate and tax. */
  taxLines: TaxedLine[];
  /** The rate of the order's main supply, at which shipping and the COD fee are taxed. */
  supplyRate: number;
  /** GST included in shipping and the COD fee (they are GST-inclusive: part of them, not added to the total). */
  chargesTax: Paise;
};

function subtotalOf(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
}

export function shippingFor(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE_PAISE || subtotal === 0 ? 0 : SHIPPING_FEE_PAISE;
}

/** The discount a percentage or fixed coupon gives on a subtotal (never more than the subtotal). */
export function couponDiscount(terms: CouponTerms, subtotal: Paise): Paise {
  let discount = 0;
  if (terms.type === 'percentage') discount = percentOf(subtotal, terms.value / 100);
  else if (terms.type === 'fixed') discount = terms.value;
  if (terms.maximumDiscountPaise != null) discount = Math.min(discount, terms.maximumDiscountPaise);
  return Math.max(0, Math.min(discount, subtotal));
}

/**
 * total = subtotal − discount + tax + shipping + COD fee. Tax is GST on the transaction value: each line at its
 * own rate on its value after its share of the discount (lib/domain/gst.ts taxLines). Shipping and the COD fee
 * are GST-inclusive (their tax, at the main supply's rate, is `chargesTax`), so an order without a coupon whose
 * lines are all at 18% totals exactly what the spec's formula gives (docs/tax.md).
 */
export function priceOrder(input: {
  lines: readonly PricedLine[];
  paymentMethod?: 'cod' | 'easebuzz' | null;
  coupon?: CouponTerms | null;
}): Totals {
  const subtotal = subtotalOf(input.lines);
  const baseShipping = shippingFor(subtotal);
  const coupon = input.coupon ?? null;
  const shippingWaived = coupon?.type === 'free_shipping' ? baseShipping : 0;
  const shipping = baseShipping - shippingWaived;
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const taxed = taxLines(
    input.lines.map((l) => ({ value: l.unitPricePaise * l.quantity, rate: l.gstRate ?? DEFAULT_GST_RATE })),
    discount,
  );
  const tax = taxed.reduce((s, l) => s + l.tax, 0);
  const codFee = input.paymentMethod === 'cod' ? COD_FEE_PAISE : 0;
  const supplyRate = mainSupplyRate(taxed);
  const chargesTax = includedTax(shipping, supplyRate) + includedTax(codFee, supplyRate);
  const total = Math.max(subtotal + shipping + tax - discount, 0) + codFee;
  return { subtotal, shipping, tax, discount, shippingWaived, codFee, total, taxLines: taxed, supplyRate, chargesTax };
}

/** What a coupon saves the buyer: its discount plus any shipping it waived. */
export function couponSavings(totals: Totals): Paise {
  return totals.discount + totals.shippingWaived;
}

/**
 * The one GST rate of an order's lines, for a "GST (5%)" label; null when they carry several (the label then
 * says just GST). Lines without a rate (orders from before rates per product) count as the default rate.
 */
export function uniformGstRate(rates: readonly (number | null | undefined)[]): number | null {
  const distinct = new Set(rates.map((r) => r ?? DEFAULT_GST_RATE));
  if (distinct.size === 0) return DEFAULT_GST_RATE;
  return distinct.size === 1 ? [...distinct][0] : null;
}
