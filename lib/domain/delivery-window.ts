// The delivery window the success page promises: the shop's stated dispatch time plus the courier's delivery time
// (lib/config/promises.ts), counted in business days from the day the order was placed. Couriers in India work
// Monday to Saturday, so only Sundays are skipped; public holidays are not known here (the window is an estimate).

/** The promise's figures ("processed within 1-2 business days", "delivery takes 3-7"); a unit test keeps them equal. */
export const DISPATCH_BUSINESS_DAYS = { min: 1, max: 2 };
export const DELIVERY_BUSINESS_DAYS = { min: 3, max: 7 };

const IST_OFFSET_MS = 330 * 60_000;

function addBusinessDays(istMidnight: Date, days: number): Date {
  const d = new Date(istMidnight);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0) left -= 1;
  }
  return d;
}

/** The first and last day (as YYYY-MM-DD in India) the parcel is expected, for an order placed at `placedAt`. */
export function deliveryWindow(placedAt: Date): { from: string; to: string } {
  const ist = new Date(placedAt.getTime() + IST_OFFSET_MS);
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
  const from = addBusinessDays(day, DISPATCH_BUSINESS_DAYS.min + DELIVERY_BUSINESS_DAYS.min);
  const to = addBusinessDays(day, DISPATCH_BUSINESS_DAYS.max + DELIVERY_BUSINESS_DAYS.max);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}
