import { myAccount, toWireUser } from '@/lib/server/accounts';
import { endpoint, ok } from '@/lib/server/http';
import { unauthorized } from '@/lib/server/errors';
import { requireSignedIn } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const me = requireSignedIn(await caller());
    const user = await myAccount(me);
    if (!user) throw unauthorized();
    return ok(toWireUser(user), { top: { user: toWireUser(user) }, headers: { 'Cache-Control': 'private, no-store' } });
  },
});
