'use server';

import { stockNotifySchema } from '@/lib/domain/validation/product-query';
import { requestBackInStock } from '@/lib/server/catalog';
import { runAction, type ActionResult } from './run-action';
import { pageLocale } from './page-locale';

/** The sold-out product page's "tell me when it is back" form: the data function of POST /api/products/{id}/notify. */
export async function notifyWhenBackAction(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  const values = { email: String(form.get('email') ?? '') };
  const productId = Number(form.get('product_id'));
  const locale = pageLocale(form.get('locale'));
  return runAction({
    schema: stockNotifySchema,
    input: { ...values, locale },
    values,
    fallback: 'product.notify_failed',
    run: async (caller, data) => {
      await requestBackInStock(caller, productId, data);
      return { notice: { code: 'product.notify_recorded' } };
    },
  });
}
