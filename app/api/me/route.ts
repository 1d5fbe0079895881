import { eraseMyAccount, myAccount, toWireUser } from '@/lib/server/accounts';
import { reauthSchema } from '@/lib/domain/validation/auth';
import { englishNotice } from '@/lib/i18n/english';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { requireSignedIn } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const me = requireSignedIn(await caller());
    const user = await myAccount(me);
    if (!user) throw fail('auth.unauthenticated');
    return ok(toWireUser(user), { top: { user: toWireUser(user) }, headers: { 'Cache-Control': 'private, no-store' } });
  },
  // Erases the account (the password, and the code when set): every session and token ends at once.
  DELETE: async ({ req, caller }) => {
    const me = requireSignedIn(await caller());
    await eraseMyAccount(me, await readJsonAs(req, reauthSchema));
    return ok(null, { message: englishNotice({ code: 'account.erased' }) });
  },
});
