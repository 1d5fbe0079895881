'use server';

import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import type { ActionResult } from '@/lib/domain/action-result';
import { itemNamesIn, trackOrder } from '@/lib/server/orders';
import { pageLocale } from './page-locale';
import { runAction } from './run-action';

const trackSchema = z.object({
  order_number: z.string().trim().min(1, issue('track.number_required')).max(40, issue('order.not_found')),
});

/**
 * The tracking form: the same lib/server function (and rate limit) as GET /api/orders/track/{number}, with
 * the item names in the page's language (the /api answer keeps the names kept on the order).
 */
export async function trackOrderAction(orderNumber: string, locale: string): Promise<ActionResult<Awaited<ReturnType<typeof trackOrder>>>> {
  return runAction({
    schema: trackSchema,
    input: { order_number: orderNumber },
    fallback: 'order.not_found',
    // Too many attempts keep their own words, a refused number its field's; everything else reads as not
    // found (no hint what exists).
    refusalOf: (error) =>
      error.code.startsWith('rate.') ? error.coded : (error.fieldErrors?.order_number?.[0] ?? { code: 'order.not_found' }),
    run: async (caller, { order_number }) => {
      const order = await trackOrder(caller, order_number);
      const names = await itemNamesIn(pageLocale(locale), { orderNumber: order.order_number });
      return { data: { ...order, items: order.items.map((item, n) => ({ ...item, product_name: names[n] ?? item.product_name })) } };
    },
  });
}
