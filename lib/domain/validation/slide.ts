import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { idList, looseBoolean, optionalText } from './fields';

const TITLE_REQUIRED = issue('slide.title_required');
const DESCRIPTION_MAX = issue('slide.description_max', { max: 1000 });
const QUOTE_MAX = issue('slide.quote_max', { max: 500 });

/** Optional Hindi texts for /hi (blank clears one: the home page then shows the English text). */
const slideHindiFields = {
  title_hi: optionalText(200, issue('field.hindi_max_length', { label: 'title', max: 200 })),
  description_hi: optionalText(1000, issue('field.hindi_max_length', { label: 'description', max: 1000 })),
  quote_hi: optionalText(500, issue('field.hindi_max_length', { label: 'quote', max: 500 })),
};

/** Text fields of a slide; the client sends `desc`, our form `description`: both are accepted. */
export const slideTextSchema = z.preprocess(
  (v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      if (o.description === undefined && o.desc !== undefined) return { ...o, description: o.desc };
    }
    return v;
  },
  z.object({
    title: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: TITLE_REQUIRED }).min(1, { message: TITLE_REQUIRED }).max(200),
    ),
    description: optionalText(1000, DESCRIPTION_MAX),
    quote: optionalText(500, QUOTE_MAX),
    ...slideHindiFields,
  }),
);
export type SlideTextInput = z.output<typeof slideTextSchema>;

export const slideUpdateSchema = z.preprocess(
  (v) => v,
  z.object({
    title: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1, { message: TITLE_REQUIRED }).max(200)).optional(),
    description: optionalText(1000, DESCRIPTION_MAX),
    desc: optionalText(1000, DESCRIPTION_MAX),
    quote: optionalText(500, QUOTE_MAX),
    is_active: looseBoolean.optional(),
    ...slideHindiFields,
  }),
);
export type SlideUpdateInput = z.output<typeof slideUpdateSchema>;

export const slideReorderSchema = z.object({ ids: idList });
