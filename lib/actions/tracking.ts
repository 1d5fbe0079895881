'use server';

import { z } from '@/lib/domain/zod';
import type { ActionResult } from '@/lib/domain/action-result';
import { trackOrder } from '@/lib/server/orders';
import { runAction } from './run-action';

const trackSchema = z.object({ order_number: z.string().trim().min(1, 'Order number is required').max(40, 'Order not found') });

/** The tracking form: the same lib/server function (and rate limit) as GET /api/orders/track/{number}. */
export async function trackOrderAction(orderNumber: string): Promise<ActionResult<Awaited<ReturnType<typeof trackOrder>>>> {
  return runAction({
    schema: trackSchema,
    input: { order_number: orderNumber },
    fallback: 'Order not found',
    // too many attempts keep their own text; everything else reads as not found (no hint what exists)
    messageOf: (error) =>
      error.status === 429
        ? error.message
        : error.status === 422
          ? (joinedFirst(error.extra.errors) ?? 'Order not found')
          : 'Order not found',
    run: async (caller, { order_number }) => ({ message: 'Order found', data: await trackOrder(caller, order_number) }),
  });
}

function joinedFirst(errors: Record<string, string[]> | undefined): string | undefined {
  return errors ? Object.values(errors).flat()[0] : undefined;
}
