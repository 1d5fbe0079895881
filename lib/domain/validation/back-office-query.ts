import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { istDayRange, parseIstDay } from '@/lib/domain/dates';

/** A filter day of India's calendar, yyyy-mm-dd or dd/mm/yyyy (see istDayRange). */
const istDayText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || parseIstDay(v) !== null, issue('field.ist_date'));

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
};

export const outboxQuerySchema = z.object({
  ...pageQuery,
  status: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.enum(['pending', 'sending', 'sent', 'failed']).optional()),
});

export const auditQuerySchema = z.object({
  ...pageQuery,
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  actor_id: z.coerce.number().int().positive().optional(),
  from: istDayText,
  to: istDayText,
});

/** A checked day as yyyy-mm-dd, whichever way it was typed. */
const isoDay = (v: string | undefined) => {
  const d = v ? parseIstDay(v) : null;
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : '';
};

/** The orders export for the accounts (GST sales register): both days required, India's calendar, From ≤ To. */
export const salesRegisterQuerySchema = z
  .object({
    from: istDayText.refine((v) => v !== undefined, issue('field.ist_date')).transform(isoDay),
    to: istDayText.refine((v) => v !== undefined, issue('field.ist_date')).transform(isoDay),
  })
  .refine(
    (q) => {
      const days = istDayRange(q.from, q.to);
      return !days.from || !days.to || days.from < days.to;
    },
    { path: ['to'], message: issue('field.ist_range') },
  );
export type SalesRegisterQuery = z.output<typeof salesRegisterQuerySchema>;
