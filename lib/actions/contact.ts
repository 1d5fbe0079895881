'use server';

import { contactMessageSchema } from '@/lib/domain/validation/contact';
import { submitContactMessage } from '@/lib/server/content';
import { runAction, type ActionResult } from './run-action';

/** The contact form's action: same schema and same data function as POST /api/contact. */
export async function sendContactMessage(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    subject: String(form.get('subject') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  return runAction({
    schema: contactMessageSchema,
    input: values,
    values,
    fallback: 'Could not send message. Please try again later.',
    messageOf: (error, fallback) =>
      error.status === 422 && error.message === 'Validation failed'
        ? 'Please correct the highlighted fields.'
        : error.status < 500
          ? error.message
          : fallback,
    run: async (caller, input) => {
      await submitContactMessage(caller, input);
      return { message: 'Thank you! Your message has been sent.' };
    },
  });
}
