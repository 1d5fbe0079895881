import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { parseIstDay } from '@/lib/domain/dates';
import { CASH_RECEIPT_LIMIT_PAISE, CAUSES, DEFAULT_WALL_DISPLAY, FREQUENCIES, PAN_PATTERN, WALL_DISPLAYS } from '@/lib/domain/donations';
import { rupeesToPaise } from '@/lib/domain/money';
import { idSchema, recordId } from './fields';

const id = (label: 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature' | 'razorpay_subscription_id') =>
  z
    .string({ error: issue('field.required', { label }) })
    .trim()
    .min(1, issue('field.required', { label }))
    .max(100);

/** The checkout handler's answer plus the donation details the client also sends (not trusted). */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: id('razorpay_order_id'),
  razorpay_payment_id: id('razorpay_payment_id'),
  razorpay_signature: id('razorpay_signature'),
});

export const verifySubscriptionSchema = z.object({
  razorpay_subscription_id: id('razorpay_subscription_id'),
  razorpay_payment_id: id('razorpay_payment_id'),
  razorpay_signature: id('razorpay_signature'),
});

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');

/** An admin's record of money received outside the website. */
export const offlineDonationSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, issue('field.required', { label: 'name' }))
      .max(120),
    email: z
      .union([z.literal(''), z.email(issue('donation.email'))])
      .optional()
      .default(''),
    phone: z.string().trim().max(20).optional().default(''),
    address: z.string().trim().max(500).optional().default(''),
    pan: z.string().trim().toUpperCase().optional().nullable(),
    amount: z.coerce
      .number({ error: issue('field.number', { label: 'amount' }) })
      .positive(issue('field.greater_than', { label: 'amount', min: 0 }))
      .max(10_000_000),
    cause: z.string().trim().optional().default('general-welfare'),
    payment_mode: z.enum(['cash', 'cheque', 'bank_transfer'], { error: issue('donation.payment_mode') }),
    reference: z.string().trim().max(200).optional().nullable(),
    want80G: flag.optional().default(false),
    /** What the donor told the office about the wall; nothing said = not listed (DEFAULT_WALL_DISPLAY). */
    wallDisplay: z
      .enum(WALL_DISPLAYS, { error: issue('donation.wall_display') })
      .optional()
      .default(DEFAULT_WALL_DISPLAY),
    showAmount: flag.optional().default(false),
    received_at: z.coerce.date().optional(),
    /** The campaign the money was given for: the gift counts towards it and takes its cause. */
    campaign_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      idSchema(issue('field.invalid', { label: 'campaign_id' })).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.payment_mode === 'cash' && rupeesToPaise(v.amount) >= CASH_RECEIPT_LIMIT_PAISE)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: issue('donation.cash_limit') });
    if (!v.want80G) return;
    if (!v.pan) ctx.addIssue({ code: 'custom', path: ['pan'], message: issue('donation.pan_required') });
    else if (!PAN_PATTERN.test(v.pan))
      ctx.addIssue({
        code: 'custom',
        path: ['pan'],
        message: issue('donation.pan_format'),
      });
    if (!v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: issue('donation.address_80g') });
  });
export type OfflineDonationInput = z.infer<typeof offlineDonationSchema>;

export const certificateUploadSchema = z.object({
  certificate: z
    .string({ error: issue('field.required', { label: 'certificate' }) })
    .min(1, issue('field.required', { label: 'certificate' })),
  filename: z.string().trim().max(200).optional().nullable(),
  mimetype: z.string().trim().max(100).optional().nullable(),
});

/** A day of India's calendar (yyyy-mm-dd or dd/mm/yyyy); the filter takes the whole day in (istDayRange). */
const istDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || parseIstDay(v) !== null, issue('field.ist_date'));

export const donationListQuery = z.object({
  status: z.enum(['all', 'pending', 'paid', 'failed', 'cancelled']).optional().default('all'),
  cause: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => c === '' || c === 'ALL' || CAUSES.some((x) => x.code === c), issue('donation.unknown_cause'))
    .optional(),
  frequency: z
    .enum(['all', ...FREQUENCIES])
    .optional()
    .default('all'),
  want80G: flag.optional(),
  search: z.string().trim().max(100).optional(),
  from: istDay,
  to: istDay,
  fy: z
    .string()
    .regex(/^\d{4}-\d{2}$/, issue('field.financial_year'))
    .optional(),
  page: z.coerce.number().int().min(1).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(1000).optional().default(500),
});
export type DonationListQuery = z.infer<typeof donationListQuery>;

/** The back-office table: the same filters, a page at a time. */
export const DONATION_PAGE_SIZES = [25, 50, 100] as const;
export const donationPageQuery = donationListQuery.extend({
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (DONATION_PAGE_SIZES as readonly number[]).includes(n), issue('field.page_size'))
    .optional()
    .default(25),
});

/** A financial year "2025-26" (the second part the year after the first). */
const financialYearField = z
  .string()
  .regex(/^\d{4}-\d{2}$/, issue('field.financial_year'))
  .refine((fy) => (Number(fy.slice(0, 4)) + 1) % 100 === Number(fy.slice(5)), issue('field.financial_year'));

export const form10bdQuery = z.object({ fy: financialYearField.optional() });

/** A batch of Form 10BE certificates: the year they are for when a certificate's text does not say (the files travel beside). */
export const certificateBatchSchema = z.object({ financial_year: financialYearField });

/** Confirming an uploaded certificate: for the proposed gift, or the donor's gift the office picked. */
export const certificateConfirmSchema = z.object({ donation_id: recordId.optional() });

export const donorsQuery = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(12),
  search: z.string().trim().max(100).optional().default(''),
});

/**
 * The donation form as the browser posts it without JavaScript (every field a string, checkboxes '1' when
 * ticked). Only bounds here: the donation rules themselves are validateDonation's, as with JavaScript.
 */
export const donationFormPostSchema = z.object({
  amount: z.string().max(20).optional(),
  name: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  email: z.string().max(320).optional(),
  address: z.string().max(1000).optional(),
  pan: z.string().max(20).optional(),
  cause: z.string().max(100).optional(),
  frequency: z.string().max(20).optional(),
  wallDisplay: z.string().max(20).optional(),
  showAmount: z.string().max(5).optional(),
  want80G: z.string().max(5).optional(),
  agreed: z.string().max(5).optional(),
  campaignId: z.string().max(12).optional(),
  /** The answer to "80G needs ₹2,000": raise the amount, or go on without 80G (asks80gDecision). */
  resolve80g: z.enum(['raise', 'without']).optional(),
});
export type DonationFormPost = z.output<typeof donationFormPostSchema>;

/**
 * POST /api/donations/receipt-link and the site's "send my receipt again" form: the donor's e-mail and the
 * receipt number (DON/2026-27/000042) or the donation's number. The answer is the same whether or not they match.
 */
export const receiptLinkRequestSchema = z.object({
  email: z.email(issue('donation.email')).max(320),
  number: z
    .string(issue('donation.receipt_number'))
    .trim()
    .toUpperCase()
    .min(1, issue('donation.receipt_number'))
    .max(40, issue('donation.receipt_number')),
  /** The mail's language (a site language; anything else is English). */
  locale: z.string().max(10).optional().catch(undefined),
});
export type ReceiptLinkRequest = z.output<typeof receiptLinkRequestSchema>;

/** "My giving": the address to mail a sign-in link to (POST /api/giving/link and the /giving form). */
export const givingLinkRequestSchema = z.object({
  email: z.email(issue('donation.email')).max(320),
  /** The mail's language (a site language; otherwise the language of the address's latest gift). */
  locale: z.string().max(10).optional().catch(undefined),
});
export type GivingLinkRequest = z.output<typeof givingLinkRequestSchema>;
