import { revokeOwnToken } from '@/lib/server/accounts';
import { endpoint, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ caller }) => {
    const me = requireSignedIn(await caller());
    if (me.via === 'token' && me.tokenId) {
      await revokeOwnToken(me);
      return ok(null, { message: 'Logged out successfully' });
    }
    // Signed in by the site's cookie: expire it.
    const response = ok(null, { message: 'Logged out successfully' });
    response.headers.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    response.headers.append('Set-Cookie', `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
    return response;
  },
});
