import { myAccount, toWireUser } from '@/lib/server/accounts';
import { endpoint, ok } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { requireSignedIn } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const me = requireSignedIn(await caller());
    const user = await myAccount(me);
    if (!user) throw fail('auth.unauthenticated');
    return ok(toWireUser(user), { top: { user: toWireUser(user) }, headers: { 'Cache-Control': 'private, no-store' } });
  },
});
