import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { idSchema } from './fields';

/** Most a single line may hold; stock is the real limit, this only refuses absurd input. */
const MAX_LINE_QUANTITY = 999;

const quantity = z.coerce
  .number({ error: issue('field.number', { label: 'quantity' }) })
  .int(issue('field.whole', { label: 'quantity' }))
  .min(1, issue('field.at_least', { label: 'quantity', min: 1 }))
  .max(MAX_LINE_QUANTITY, issue('field.not_greater', { label: 'quantity', max: MAX_LINE_QUANTITY }));

export const addToCartSchema = z.object({
  product_id: idSchema(issue('field.selected_invalid', { label: 'product_id' }), issue('field.required', { label: 'product_id' })),
  quantity: quantity.default(1),
});

export const updateCartItemSchema = z.object({ quantity });

export type AddToCartInput = z.infer<typeof addToCartSchema>;
