import { registerSchema } from '@/lib/domain/validation/auth';
import { registerWithToken, toWireUser } from '@/lib/server/accounts';
import { created, endpoint, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, registerSchema);
    const { user, byAdmin, token } = await registerWithToken(await caller(), input);
    // An admin adding a team member gets no token back: nothing may replace the admin's own session.
    if (byAdmin) {
      return created(toWireUser(user), { message: englishNotice({ code: 'team.registered' }), top: { user: toWireUser(user) } });
    }
    return created(toWireUser(user), { message: englishNotice({ code: 'auth.registered' }), top: { token, user: toWireUser(user) } });
  },
});
