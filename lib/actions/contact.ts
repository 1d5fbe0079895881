'use server';

import { contactMessageSchema } from '@/lib/domain/validation/contact';
import { submitContactMessage } from '@/lib/server/content';
import { currentCaller } from '@/lib/server/accounts';
import { ApiError, zodFieldErrors } from '@/lib/server/http';

export type ContactFormState = {
  status: 'idle' | 'success' | 'error';
  message: string;
  errors: Record<string, string[]>;
  values: { name: string; email: string; subject: string; message: string };
};

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form's action: same schema and same data function as POST /api/contact. */
export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    subject: String(form.get('subject') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success)
    return { status: 'error', message: 'Please correct the highlighted fields.', errors: zodFieldErrors(parsed.error), values };
  try {
    await submitContactMessage(await currentCaller(), parsed.data);
    return { status: 'success', message: 'Thank you! Your message has been sent.', errors: {}, values: EMPTY };
  } catch (error) {
    const message = error instanceof ApiError && error.status < 500 ? error.message : 'Could not send message. Please try again later.';
    if (!(error instanceof ApiError)) console.error('[contact] sending failed', error);
    return { status: 'error', message, errors: {}, values };
  }
}
