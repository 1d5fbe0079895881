import { givingLinkRequestSchema } from '@/lib/domain/validation/donations';
import { requestGivingLink } from '@/lib/server/donations';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// "My giving": mails a sign-in link to an address with gifts; the same answer for every address. The mail is in
// the language the client names (`locale`: en or hi), else in that of the address's latest gift.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, givingLinkRequestSchema);
    await requestGivingLink(await caller(), input, input.locale);
    return ok(null, { message: englishNotice({ code: 'giving.link_sent' }) });
  },
});
