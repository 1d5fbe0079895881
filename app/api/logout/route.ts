import { endOwnSession, requireSignedIn } from '@/lib/server/accounts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { endpoint, ok } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ caller }) => {
    const me = requireSignedIn(await caller());
    // The token or session ends on the server, so a copy of it stops working too.
    await endOwnSession(me);
    const response = ok(null, { message: englishNotice({ code: 'auth.logged_out_api' }) });
    if (me.via === 'session') {
      response.headers.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      response.headers.append('Set-Cookie', `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
    }
    return response;
  },
});
