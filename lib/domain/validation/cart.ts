import { z } from '@/lib/domain/zod';
import { idSchema } from './fields';

/** Most a single line may hold; stock is the real limit, this only refuses absurd input. */
const MAX_LINE_QUANTITY = 999;

const quantity = z.coerce
  .number({ error: 'The quantity must be a number.' })
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(MAX_LINE_QUANTITY, `The quantity may not be greater than ${MAX_LINE_QUANTITY}.`);

export const addToCartSchema = z.object({
  product_id: idSchema('The selected product id is invalid.', 'The product id field is required.'),
  quantity: quantity.default(1),
});

export const updateCartItemSchema = z.object({ quantity });

export type AddToCartInput = z.infer<typeof addToCartSchema>;
