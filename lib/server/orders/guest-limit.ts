import 'server-only';
import type { Caller } from '@/lib/server/accounts';
import { orderSizeProblem } from '@/lib/domain/order-limits';
import type { OrderLineInput } from '@/lib/domain/validation/order';
import { invalid } from '@/lib/domain/errors';
import { enforceRateLimit } from '@/lib/server/platform';

/** Guests may order through the API; an address that places many orders in a row is slowed down. */
export async function limitGuestOrders(caller: Caller): Promise<void> {
  if (caller.kind === 'user') return;
  await enforceRateLimit(`orders:guest:${caller.ip ?? 'unknown'}`, { limit: 10, windowSeconds: 600 }, 'rate.guest_orders');
}

/**
 * Units one address may take off the shelf in guest orders per window. With the per-order caps and the short
 * hold of an order whose payment has not started (place.ts), one anonymous caller cannot empty a shelf.
 */
const GUEST_UNITS = { limit: 20, windowSeconds: 30 * 60 };

/** A guest's order within the guest caps (422 on `items`), then counted against the address's units (429). */
export async function limitGuestHolds(caller: Caller, lines: OrderLineInput[]): Promise<void> {
  if (caller.kind === 'user') return;
  const problem = orderSizeProblem('guest', lines);
  if (problem) throw invalid({ items: [problem] }, problem.code, problem.params);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (units > 0) await enforceRateLimit(`orders:guest-units:${caller.ip ?? 'unknown'}`, GUEST_UNITS, 'rate.guest_units', units);
}
