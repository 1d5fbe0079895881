import { z } from '@/lib/domain/zod';
import { idList, looseBoolean, optionalText } from './fields';

export const SLIDE_MESSAGES = {
  title: 'Title is required',
  image: 'Image is required',
  imageType: 'Please select an image file',
  success: 'Slide uploaded successfully!',
  failure: 'Failed to upload slide',
} as const;

/** Optional Hindi texts for /hi (blank clears one: the home page then shows the English text). */
const slideHindiFields = {
  title_hi: optionalText(200, 'Hindi title may not be longer than 200 characters.'),
  description_hi: optionalText(1000, 'Hindi description may not be longer than 1000 characters.'),
  quote_hi: optionalText(500, 'Hindi quote may not be longer than 500 characters.'),
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
      z.string({ error: SLIDE_MESSAGES.title }).min(1, { message: SLIDE_MESSAGES.title }).max(200),
    ),
    description: optionalText(1000, 'Description may not be longer than 1000 characters.'),
    quote: optionalText(500, 'Quote may not be longer than 500 characters.'),
    ...slideHindiFields,
  }),
);
export type SlideTextInput = z.output<typeof slideTextSchema>;

export const slideUpdateSchema = z.preprocess(
  (v) => v,
  z.object({
    title: z
      .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1, { message: SLIDE_MESSAGES.title }).max(200))
      .optional(),
    description: optionalText(1000, 'Description may not be longer than 1000 characters.'),
    desc: optionalText(1000, 'Description may not be longer than 1000 characters.'),
    quote: optionalText(500, 'Quote may not be longer than 500 characters.'),
    is_active: looseBoolean.optional(),
    ...slideHindiFields,
  }),
);
export type SlideUpdateInput = z.output<typeof slideUpdateSchema>;

export const slideReorderSchema = z.object({ ids: idList });
