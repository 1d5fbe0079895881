import 'server-only';
import type { Caller } from '@/lib/server/accounts';
import { enforceRateLimit } from '@/lib/server/platform';

/** Guests may order through the API; an address that places many orders in a row is slowed down. */
export async function limitGuestOrders(caller: Caller): Promise<void> {
  if (caller.kind === 'user') return;
  await enforceRateLimit(
    `orders:guest:${caller.ip ?? 'unknown'}`,
    { limit: 10, windowSeconds: 600 },
    'Too many orders from this address. Please try again later.',
  );
}
