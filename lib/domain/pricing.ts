/**
 * The one pricing module (DESIGN.md §5), used by the cart drawer, the cart page, checkout and the server.
 * All amounts are integer paise; rounding is to the paisa, half up.
 */
import { percentOf, type Paise } from './money';

export const GST_PERCENT = 18;
/** Shipping is free when the subtotal is strictly above ₹500. */
export const FREE_SHIPPING_ABOVE_PAISE = 50_000;
export const SHIPPING_FEE_PAISE = 5_000;
export const COD_FEE_PAISE = 2_500;

export type PricedLine = { unitPricePaise: Paise; quantity: number };

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
};

function subtotalOf(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
}

export function shippingFor(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE_PAISE || subtotal === 0 ? 0 : SHIPPING_FEE_PAISE;
}

function gstOf(subtotal: Paise): Paise {
  return percentOf(subtotal, GST_PERCENT);
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
 * total = max(subtotal + shipping + tax − discount, 0) + COD fee. Tax is 18% of the subtotal (before the
 * discount, as the spec's checkout computes it).
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
  const tax = gstOf(subtotal);
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const codFee = input.paymentMethod === 'cod' ? COD_FEE_PAISE : 0;
  const total = Math.max(subtotal + shipping + tax - discount, 0) + codFee;
  return { subtotal, shipping, tax, discount, shippingWaived, codFee, total };
}

/** What a coupon saves the buyer: its discount plus any shipping it waived. */
export function couponSavings(totals: Totals): Paise {
  return totals.discount + totals.shippingWaived;
}
