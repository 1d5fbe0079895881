import { findActiveUser, toWireUser } from '@/lib/server/accounts';
import { endpoint, ok, requireSignedIn, unauthorized } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const me = requireSignedIn(await caller());
    const user = await findActiveUser(me.userId);
    if (!user) throw unauthorized();
    return ok(toWireUser(user), { top: { user: toWireUser(user) }, headers: { 'Cache-Control': 'private, no-store' } });
  },
});
