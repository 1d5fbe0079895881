import { foundation } from '@/lib/config/foundation';
import { formatInr } from '@/lib/domain/money';
import { COD_FEE_PAISE, FREE_SHIPPING_ABOVE_PAISE, SHIPPING_FEE_PAISE } from '@/lib/domain/pricing';

/**
 * Every promise the site makes to shoppers and donors, in one place: product cards, the product page, the
 * cart, the FAQ, the terms, the policy dialogs, the donation page, receipts and mails read these sentences,
 * so they cannot contradict each other. Amounts come from the pricing rules that checkout charges.
 *
 * Decisions where the old texts disagreed: a mistaken donation is refunded when reported within 12 hours of
 * confirmation (the terms' window; the FAQ's 48 hours is gone); receipts are e-mailed automatically on payment,
 * and the terms' 7 working days stay as the outer limit; a recurring gift is stopped with the link in its
 * receipt mail or by writing to us; there is no blanket warranty (honey and pickles have none): the returns
 * promise covers damaged and defective items.
 */
const freeAbove = formatInr(FREE_SHIPPING_ABOVE_PAISE, { whole: true });
const fee = formatInr(SHIPPING_FEE_PAISE, { whole: true });
const codFee = formatInr(COD_FEE_PAISE, { whole: true });

export const DONATION_MISTAKE_HOURS = 12;
export const RECEIPT_WORKING_DAYS = 7;
const RETURN_DAYS = 30;

export const promises = {
  shipping: {
    /** On every product card. */
    /** Judged on the goods' value before GST, as checkout judges it (docs/tax.md). */
    short: `Free shipping above ${freeAbove} before GST`,
    rule: `Shipping is free on orders above ${freeAbove} before GST; a flat ${fee} (GST included) applies otherwise.`,
    dispatch: 'Orders are processed within 1-2 business days of payment (or of confirmation for cash on delivery).',
    delivery: 'Delivery takes 3-7 business days across India, depending on the destination pin code.',
  },
  cod: `Cash on delivery adds ${codFee}.`,
  returns: {
    short: `Returns within ${RETURN_DAYS} days if damaged or not as described`,
    rule: `Items that arrive damaged, defective or not as described may be returned within ${RETURN_DAYS} days of delivery: write to ${foundation.email} and we will arrange a replacement or a refund to the original payment method.`,
  },
  warranty: `Our products are handmade crafts and natural foods and carry no separate warranty; the ${RETURN_DAYS}-day returns promise covers damaged and defective items.`,
  donations: {
    refund: `There are no refunds or cancellations for online donations: they are voluntary contributions and non-refundable after ${DONATION_MISTAKE_HOURS} hours of confirmation. If you donated by mistake (a wrong amount or a duplicate payment), write to ${foundation.email} with the payment id within ${DONATION_MISTAKE_HOURS} hours and we will refund it.`,
    receipt: `Your receipt is e-mailed as soon as the payment is confirmed, and always within ${RECEIPT_WORKING_DAYS} working days.`,
    certificate: 'With 80G, the Form 10BE certificate follows after the financial year ends.',
    cancelRecurring: `A recurring donation can be stopped at any time with the “stop future donations” link in any of its receipt e-mails, or by writing to ${foundation.email}; payments already made are not refunded.`,
    tax: '80G deductions are available only under the old tax regime and only with a valid PAN.',
  },
} as const;
