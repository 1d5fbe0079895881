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

export const orderStatusChangeSchema = z.object({
  status: z.enum(STATUSES, { error: issue('field.selected_invalid', { label: 'status' }) }),
  note: z.string().trim().max(500).nullish(),
  notify: z.boolean().optional(),
});

export const cancelOrderSchema = z.object({ reason: z.string().trim().max(500).nullish() });
