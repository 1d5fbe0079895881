import { z } from '@/lib/domain/zod';

/** One schema for the contact form, its server action and POST /api/contact. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.'),
  email: z.string().trim().min(1, 'The email field is required.').pipe(z.email('Please enter a valid email')).pipe(z.string().max(254)),
  subject: z.string().trim().min(1, 'The subject field is required.').max(200, 'The subject may not be longer than 200 characters.'),
  message: z.string().trim().min(1, 'The message field is required.').max(5000, 'The message may not be longer than 5000 characters.'),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
