import { forgotPasswordSchema } from '@/lib/domain/validation/auth';
import { requestPasswordReset } from '@/lib/server/recovery';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// The same answer whether or not the address has an account. The mail is in English unless the client
// names a site language (`locale`: en or hi).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, forgotPasswordSchema);
    await requestPasswordReset(await caller(), input, input.locale);
    return ok(null, { message: englishNotice({ code: 'account.reset_link_sent' }) });
  },
});
