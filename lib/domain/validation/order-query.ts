import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as [keyof typeof ORDER_STATUS_LABELS, ...(keyof typeof ORDER_STATUS_LABELS)[]];

/** GET /api/orders and GET /api/admin/orders (the back-office's filters). */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  status: z.enum(['all', ...STATUSES]).default('all'),
  payment_status: z.enum(['all', 'pending', 'paid', 'failed', 'partially_refunded', 'refunded']).default('all'),
  search: z.string().trim().max(100).optional(),
  date_filter: z.enum(['all', 'today', 'yesterday', 'this_week', 'this_month', 'last_month']).default('all'),
  sort_by: z.enum(['created_at', 'total_amount', 'customer_name', 'order_number', 'status']).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** An empty field is no value: the back-office form sends '' for a field left blank. */
const blankIsNone = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.nullish());

/**
 * What the office records when it marks an order shipped (issue 37); every field is optional, so the existing
 * /api client, which sends only {status, note}, keeps working. The link must be https (it is shown to buyers).
 */
export const shipmentSchema = z.object({
  courier: blankIsNone(
    z
      .string()
      .trim()
      .max(80, { error: issue('field.max_length', { label: 'courier', max: 80 }) }),
  ),
  tracking_number: blankIsNone(
    z
      .string()
      .trim()
      .max(60, { error: issue('field.max_length', { label: 'tracking_number', max: 60 }) })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, { error: issue('order.tracking_number') }),
  ),
  tracking_url: blankIsNone(
    z
      .string()
      .trim()
      .max(500, { error: issue('field.max_length', { label: 'tracking_url', max: 500 }) })
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: issue('order.tracking_url') })),
  ),
});
export type Shipment = z.output<typeof shipmentSchema>;

const SHIPMENT_FIELDS = ['courier', 'tracking_number', 'tracking_url'] as const;

export const orderStatusChangeSchema = z
  .object({
    status: z.enum(STATUSES, { error: issue('field.selected_invalid', { label: 'status' }) }),
    note: z.string().trim().max(500).nullish(),
    notify: z.boolean().optional(),
    ...shipmentSchema.shape,
  })
  .superRefine((v, ctx) => {
    if (v.status === 'shipped') return;
    for (const field of SHIPMENT_FIELDS) {
      if (v[field] != null) ctx.addIssue({ code: 'custom', path: [field], message: issue('order.shipment_only_shipped') });
    }
  });

export const cancelOrderSchema = z.object({ reason: z.string().trim().max(500).nullish() });
