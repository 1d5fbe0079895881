import { z } from '@/lib/domain/zod';
import { idSchema } from './fields';

const amount = z.coerce
  .number()
  .positive('The refund amount must be greater than 0.')
  .multipleOf(0.01, 'At most 2 decimals.')
  .optional()
  .nullable();

export const paymentRefundSchema = z.object({
  payment_id: idSchema(),
  refund_amount: amount,
  reason: z.string().trim().max(500).nullish(),
});

export const orderRefundSchema = z.object({
  refund_amount: amount,
  reason: z.string().trim().max(500).nullish(),
  comments: z.string().trim().max(1000).nullish(),
});
