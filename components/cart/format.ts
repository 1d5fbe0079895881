import { formatInr, rupeesToPaise } from '@/lib/domain/money';

/** The API speaks rupees; the UI shows ₹ with Indian grouping. */
export function inr(rupees: number): string {
  return formatInr(rupeesToPaise(rupees));
}

export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.webp';
