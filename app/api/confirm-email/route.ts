import { confirmEmailSchema } from '@/lib/domain/validation/auth';
import { toWireUser } from '@/lib/server/accounts';
import { confirmEmailAddress } from '@/lib/server/recovery';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// The mailed link's token proves the address; the answer is the account as it now is.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, confirmEmailSchema);
    const user = toWireUser(await confirmEmailAddress(await caller(), input, undefined));
    return ok(user, { message: englishNotice({ code: 'account.email_confirmed' }), top: { user } });
  },
});
