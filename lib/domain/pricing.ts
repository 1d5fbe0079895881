/**
 * The one pricing module (DESIGN.md §5), used by the cart drawer, the cart page, checkout and the server.
 * All amounts are integer paise; rounding is to the paisa, half up.
 */
import { DEFAULT_GST_RATE, includedTax, mainSupplyRate, taxLines, valueBeforeGst, type TaxedLine } from './gst';
import { percentOf, type Paise } from './money';

/** Shipping is free when the goods' value before GST is strictly above ₹500. */
export const FREE_SHIPPING_ABOVE_PAISE = 50_000;
export const SHIPPING_FEE_PAISE = 5_000;
export const COD_FEE_PAISE = 2_500;

/**
 * unitPriceInclGst: the price the shopper sees, GST included (what products store); gstRate: the product's
 * rate in percent (DEFAULT_GST_RATE when absent).
 */
export type PricedLine = { unitPriceInclGst: Paise; quantity: number; gstRate?: number };

type CouponType = 'percentage' | 'fixed' | 'free_shipping';
/** What the arithmetic needs from a coupon (the eligibility rules are in coupons.ts). */
export type CouponTerms = {
  type: CouponType;
  /** percentage: hundredths of a percent (1000 = 10%); fixed: paise; free_shipping: unused. */
  value: number;
  maximumDiscountPaise: Paise | null;
};

export type Totals = {
  /** The goods at the prices shown (GST included), before the coupon: the cart's and checkout's "Items". */
  goods: Paise;
  /** The coupon's discount off the shown prices (percentage or fixed coupons). */
  goodsDiscount: Paise;
  /** The invoice's figures, before GST: the goods' value before the discount, ... */
  subtotal: Paise;
  /** ... the discount's part of it (subtotal − discount = taxable), ... */
  discount: Paise;
  /** ... the taxable value after the discount, and the GST on it. */
  taxable: Paise;
  tax: Paise;
  /** Shipping charged, GST included (0 when free or waived by a free_shipping coupon). */
  shipping: Paise;
  /** Shipping a free_shipping coupon waived; part of what the coupon saves, not of `discount`. */
  shippingWaived: Paise;
  /** The COD fee, GST included. */
  codFee: Paise;
  /** goods − goodsDiscount + shipping + codFee = subtotal − discount + tax + shipping + codFee. */
  total: Paise;
  /** Per line (in the order given): shown value and discount, and the invoice's value, discount, taxable, tax. */
  taxLines: TaxedLine[];
  /** The rate of the order's main supply, at which shipping and the COD fee are taxed. */
  supplyRate: number;
  /** GST included in shipping and the COD fee (they are GST-inclusive: part of them, not added to the total). */
  chargesTax: Paise;
};

function taxableLines(lines: readonly PricedLine[]) {
  return lines.map((l) => ({ value: l.unitPriceInclGst * l.quantity, rate: l.gstRate ?? DEFAULT_GST_RATE }));
}

/** The goods' value before GST and the coupon, the figure free shipping and a coupon's minimum are judged on. */
export function subtotalBeforeGst(lines: readonly PricedLine[]): Paise {
  return valueBeforeGst(taxableLines(lines));
}

/** Shipping for goods worth `subtotal` before GST: free strictly above ₹500 (docs/tax.md). */
export function shippingFor(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE_PAISE || subtotal === 0 ? 0 : SHIPPING_FEE_PAISE;
}

/** The discount a percentage or fixed coupon gives off the shown goods value (never more than it). */
export function couponDiscount(terms: CouponTerms, goods: Paise): Paise {
  let discount = 0;
  if (terms.type === 'percentage') discount = percentOf(goods, terms.value / 100);
  else if (terms.type === 'fixed') discount = terms.value;
  if (terms.maximumDiscountPaise != null) discount = Math.min(discount, terms.maximumDiscountPaise);
  return Math.max(0, Math.min(discount, goods));
}

/**
 * Prices an order from the shown prices (GST included): total = goods − coupon discount + shipping + COD fee.
 * The coupon comes off the shown prices; each line is then worked back to its taxable value and GST at its own
 * rate (lib/domain/gst.ts taxLines), so the invoice taxes the value after the discount. Shipping and the COD
 * fee are GST-inclusive (their tax, at the main supply's rate, is `chargesTax`). Free shipping is judged on the
 * goods' value before GST, so an order without a coupon costs what it did when prices were entered before GST
 * (docs/tax.md).
 */
export function priceOrder(input: {
  lines: readonly PricedLine[];
  paymentMethod?: 'cod' | 'easebuzz' | null;
  coupon?: CouponTerms | null;
}): Totals {
  const lines = taxableLines(input.lines);
  const goods = lines.reduce((s, l) => s + l.value, 0);
  const subtotal = valueBeforeGst(lines);
  const baseShipping = shippingFor(subtotal);
  const coupon = input.coupon ?? null;
  const shippingWaived = coupon?.type === 'free_shipping' ? baseShipping : 0;
  const shipping = baseShipping - shippingWaived;
  const goodsDiscount = coupon ? couponDiscount(coupon, goods) : 0;
  const taxed = taxLines(lines, goodsDiscount);
  const taxable = taxed.reduce((s, l) => s + l.taxable, 0);
  const tax = taxed.reduce((s, l) => s + l.tax, 0);
  const codFee = input.paymentMethod === 'cod' ? COD_FEE_PAISE : 0;
  const supplyRate = mainSupplyRate(taxed);
  const chargesTax = includedTax(shipping, supplyRate) + includedTax(codFee, supplyRate);
  const total = goods - goodsDiscount + shipping + codFee;
  return {
    goods,
    goodsDiscount,
    subtotal,
    discount: subtotal - taxable,
    taxable,
    tax,
    shipping,
    shippingWaived,
    codFee,
    total,
    taxLines: taxed,
    supplyRate,
    chargesTax,
  };
}

/** What a coupon saves the buyer: its discount off the shown prices plus any shipping it waived. */
export function couponSavings(totals: Totals): Paise {
  return totals.goodsDiscount + totals.shippingWaived;
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
