import { callerFromSessionCookie } from '@/lib/server/accounts/request-caller';
import { myAccount, toWireUser } from '@/lib/server/accounts';
import { endpoint, ok } from '@/lib/server/http';

// The site's own pages read the signed-in user here (the navigation bar fetches it in the browser, so
// public pages stay static). Unlike GET /api/me it answers 200 with user null when signed out.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ req }) => {
    const caller = await callerFromSessionCookie(req);
    const user = caller ? await myAccount(caller) : null;
    return ok({ user: user ? toWireUser(user) : null }, { headers: { 'Cache-Control': 'private, no-store' } });
  },
});
