'use server';

import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { idSchema } from '@/lib/domain/validation/fields';
import { cancelOrder } from '@/lib/server/order-status';
import { payPlacedOrder } from '@/lib/server/payments';
import { runAction, type ActionResult } from './run-action';

// The buyer's own order page (/profile/orders/{id}): pay an unpaid online order again, or cancel one while
// the rules allow. Plain forms: they work without JavaScript. The data layer decides who may do what.

const orderForm = z.object({ order_id: idSchema(issue('order.not_found')) });
const orderIdOf = (form: FormData) => form.get('order_id');

export async function cancelMyOrderAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    signedIn: true,
    schema: orderForm,
    input: { order_id: orderIdOf(form) },
    fallback: 'order.cancel_failed',
    refresh: true,
    run: async (caller, { order_id }) => {
      await cancelOrder(caller, order_id, null);
      return { notice: { code: 'order.cancelled' } };
    },
  });
}

export async function payAgainAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    signedIn: true,
    schema: orderForm,
    input: { order_id: orderIdOf(form) },
    fallback: 'gateway.unavailable',
    run: async (caller, { order_id }) => {
      const payment = await payPlacedOrder(caller, { order_id });
      return { redirect: payment.payment_url };
    },
  });
}
