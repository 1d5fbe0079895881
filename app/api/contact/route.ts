import { contactMessageSchema } from '@/lib/domain/validation/contact';
import { submitContactMessage } from '@/lib/server/content';
import { created, endpoint, readJsonAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, ip, caller }) => {
    const input = await readJsonAs(req, contactMessageSchema);
    const who = await caller();
    const { id } = await submitContactMessage(input, { ip, userId: who.kind === 'user' ? who.userId : undefined });
    return created({ id }, { message: 'Thank you! Your message has been sent.' });
  },
});
