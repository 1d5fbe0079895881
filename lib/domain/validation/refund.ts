import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { idSchema } from './fields';

const amount = z.coerce
  .number()
  .positive(issue('field.greater_than', { label: 'refund_amount', min: 0 }))
  .multipleOf(0.01, issue('field.two_decimals_short'))
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
