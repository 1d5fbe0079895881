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
    fallback: 'contact.failed',
    // The fields say what is wrong; the form's line says where to look.
    refusalOf: (error) => (error.code === 'validation.failed' ? { code: 'contact.check_fields' } : undefined),
    run: async (caller, input) => {
      await submitContactMessage(caller, input);
      return { notice: { code: 'contact.sent' } };
    },
  });
}
