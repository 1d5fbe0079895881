import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';

/** A donor's change of a recurring gift: the new amount in whole rupees and the new frequency. */
export const recurringChangeSchema = z.object({
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,9}$/, issue('donation.valid_amount'))),
  frequency: z.enum(['monthly', 'quarterly', 'yearly'], issue('donation.recurring_frequency')),
});
export type RecurringChange = z.output<typeof recurringChangeSchema>;

/** The checkout handler's answer for the replacing subscription. */
export const replacementAnswerSchema = z.object({
  razorpay_subscription_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
