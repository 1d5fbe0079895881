import 'server-only';
import { formatInr, paiseToRupees, rupeesToPaise, type Paise } from '@/lib/domain/money';
import { fail } from '@/lib/domain/errors';

/**
 * The total the buyer confirmed against the one the server computed: a price, quantity or coupon
 * that changed since the page showed its total (another tab, a staff edit) is refused with the new total to
 * confirm, never charged silently. The server's price always decides; `expected_total` (rupees) is optional,
 * so API clients that do not send one are not affected.
 */
export function assertConfirmedTotal(expectedRupees: number | undefined, totalPaise: Paise): void {
  if (expectedRupees === undefined) return;
  const expected = rupeesToPaise(expectedRupees);
  if (expected === totalPaise) return;
  throw fail('order.total_changed', {
    total: formatInr(totalPaise),
    expected: formatInr(expected),
    total_amount: paiseToRupees(totalPaise),
    expected_total: paiseToRupees(expected),
  });
}
