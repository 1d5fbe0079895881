import { emailChangeSchema } from '@/lib/domain/validation/auth';
import { requireSignedIn } from '@/lib/server/accounts';
import { requestEmailChange } from '@/lib/server/recovery';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// A change of address, proven by the password (and the code when set); it takes effect when the new address confirms.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const me = requireSignedIn(await caller());
    const input = await readJsonAs(req, emailChangeSchema);
    await requestEmailChange(me, input, undefined);
    return ok(null, { message: englishNotice({ code: 'account.email_change_sent' }) });
  },
});
