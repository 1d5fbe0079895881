import { requireSignedIn } from '@/lib/server/accounts';
import { resendEmailConfirmation } from '@/lib/server/recovery';
import { endpoint, ok } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// "Send the confirmation link again" (a few an hour per account).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ caller }) => {
    const sent = await resendEmailConfirmation(requireSignedIn(await caller()), undefined);
    return ok(null, { message: englishNotice({ code: sent ? 'account.confirmation_sent' : 'account.already_confirmed' }) });
  },
});
