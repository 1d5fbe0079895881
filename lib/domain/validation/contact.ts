import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';

const text = (label: 'name' | 'subject' | 'message', max: number) =>
  z.string().trim().min(1, issue('field.required', { label })).max(max, issue('field.max_length', { label, max }));

/** One schema for the contact form, its server action and POST /api/contact. */
export const contactMessageSchema = z.object({
  name: text('name', 120),
  email: z
    .string()
    .trim()
    .min(1, issue('field.required', { label: 'email' }))
    .pipe(z.email(issue('field.valid_email')))
    .pipe(z.string().max(254)),
  subject: text('subject', 200),
  message: text('message', 5000),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
