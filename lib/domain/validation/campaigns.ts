import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { istIsoDay, parseIstDay } from '@/lib/domain/dates';
import { resolveCause } from '@/lib/domain/donations';
import { optionalText } from './fields';

/** ₹100 crore: a bound far above any campaign, so a typo cannot make a goal no meter can show. */
const MAX_GOAL_RUPEES = 1_00_00_00_000;

const requiredText = (label: 'title', max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: issue('field.required', { label }) })
      .min(1, issue('field.required', { label }))
      .max(max, issue('field.max_length', { label, max })),
  );

const REQUIRED_GOAL = issue('field.required', { label: 'goal_amount' });
const NUMBER_GOAL = issue('field.number', { label: 'goal_amount' });

/** A day as the date input sends it (yyyy-mm-dd) or as India writes it (dd/mm/yyyy); answered as yyyy-mm-dd. */
const campaignDay = z
  .string({ error: issue('field.required', { label: 'ends_on' }) })
  .trim()
  .min(1, issue('field.required', { label: 'ends_on' }))
  .refine((v) => parseIstDay(v) !== null, issue('field.ist_date'))
  .transform((v) => {
    const d = parseIstDay(v)!;
    return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  });

/**
 * A campaign as the office writes it: the back-office form, its action and POST /api/campaigns read this one
 * schema. `cause` is a cause's value or code (kshudha-nivarana or KN); `goal_amount` whole rupees.
 */
export const campaignSchema = z.object({
  title: requiredText('title', 200),
  title_hi: optionalText(200, issue('field.hindi_max_length', { label: 'title', max: 200 })),
  story: optionalText(5000, issue('field.max_length', { label: 'story', max: 5000 })),
  story_hi: optionalText(5000, issue('field.hindi_max_length', { label: 'story', max: 5000 })),
  cause: z
    .string({ error: issue('field.required', { label: 'cause' }) })
    .trim()
    .min(1, issue('field.required', { label: 'cause' }))
    .refine((v) => resolveCause(v) !== null || resolveCause('', v) !== null, issue('donation.unknown_cause'))
    .transform((v) => (resolveCause(v) ?? resolveCause('', v))!.code),
  goal_amount: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(/,/g, ''))) : v),
    z
      // Nothing typed is "required"; letters (NaN) or any other type "must be a number".
      .number({ error: (iss) => (iss.input === undefined ? REQUIRED_GOAL : NUMBER_GOAL) })
      .refine(Number.isFinite, NUMBER_GOAL)
      .refine(Number.isInteger, issue('field.whole', { label: 'goal_amount' }))
      .refine((n) => n > 0, issue('field.greater_than', { label: 'goal_amount', min: 0 }))
      .refine((n) => n <= MAX_GOAL_RUPEES, issue('field.not_greater', { label: 'goal_amount', max: MAX_GOAL_RUPEES })),
  ),
  ends_on: campaignDay,
});
export type CampaignInput = z.output<typeof campaignSchema>;

/** A new campaign cannot end before today (India); an edit may keep an ended campaign's date. */
export const campaignCreateSchema = campaignSchema.refine((c) => c.ends_on >= istIsoDay(), {
  path: ['ends_on'],
  message: issue('campaign.ends_in_past'),
});
