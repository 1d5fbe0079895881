import { foundation } from '@/lib/config/foundation';
import { RECEIPT_WORKING_DAYS } from '@/lib/config/promises';
import { formatInr } from '@/lib/domain/money';
import { COD_FEE_PAISE, FREE_SHIPPING_ABOVE_PAISE, SHIPPING_FEE_PAISE } from '@/lib/domain/pricing';

/**
 * The figures inside the shop's promises (lib/config/promises.ts), as arguments of their translated messages
 * (shop.promise.*, product.freeShipping, cart.*): the amounts come from the pricing rules checkout charges.
 * tests/unit/shop-promises.test.ts checks the English messages still read exactly as lib/config/promises.ts.
 */
export const PROMISE_ARGS = {
  freeAbove: formatInr(FREE_SHIPPING_ABOVE_PAISE, { whole: true }),
  fee: formatInr(SHIPPING_FEE_PAISE, { whole: true }),
  codFee: formatInr(COD_FEE_PAISE, { whole: true }),
  /** Days to report a damaged or wrong item (promises.returns). */
  returnDays: 30,
  /** Hours to report a mistaken donation (promises.donations.refund). */
  donationHours: 12,
  /** Working days within which a donation's receipt is mailed at the latest (promises.donations.receipt). */
  receiptDays: RECEIPT_WORKING_DAYS,
  email: foundation.email,
} as const;
