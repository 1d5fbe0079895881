import 'server-only';
import type { SignedInCaller } from '@/lib/server/http/caller';
import { badRequest } from '@/lib/server/http/errors';
import type { OrderRow } from '@/lib/server/orders/wire';

/** Refunds what is left of a paid order through its gateway (filled in with the Easebuzz client). */
export async function refundOrderInFull(_caller: SignedInCaller, _order: OrderRow, _reason: string): Promise<void> {
  throw badRequest('Refunds are not available yet.');
}
