import { z } from '@/lib/domain/zod';
import { firstFieldErrors, type FieldError } from '@/lib/domain/errors';
import { buyerGstinSchema, emailSchema, landmarkSchema, phoneSchema, pinCodeSchema, REQUIRED, shippingStateSchema } from './order';

const required = z.string().trim().min(1, REQUIRED);

/** The checkout's shipping form (SF §3, §5): the same phone and email rules as POST /api/orders. */
export const shippingFormSchema = z.object({
  firstName: required.max(60),
  lastName: required.max(60),
  email: emailSchema,
  phone: phoneSchema,
  address: required.max(500),
  landmark: landmarkSchema,
  city: required.max(100),
  state: shippingStateSchema,
  zipCode: pinCodeSchema,
  country: z.literal('India'),
  /** Optional: a business buyer's GSTIN, printed on the invoice (POST /api/orders `buyer_gstin`). */
  gstin: buyerGstinSchema,
});
export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'landmark',
  'city',
  'state',
  'zipCode',
  'gstin',
] as const;

export const billingFormSchema = shippingFormSchema.pick({
  firstName: true,
  lastName: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
});

export type FormErrors = Partial<Record<string, FieldError>>;

/** First refusal per field (the form shows one under each field). */
export function firstErrors(schema: z.ZodType, value: unknown): FormErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : firstFieldErrors(result.error);
}
