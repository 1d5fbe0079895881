import { contactMessageSchema } from '@/lib/domain/validation/contact';
import { submitContactMessage } from '@/lib/server/content';
import { created, endpoint, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, contactMessageSchema);
    const { id } = await submitContactMessage(await caller(), input);
    return created({ id }, { message: englishNotice({ code: 'contact.sent' }) });
  },
});
