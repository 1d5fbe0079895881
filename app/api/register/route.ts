import { registerSchema } from '@/lib/domain/validation/auth';
import { toWireUser } from '@/lib/server/accounts';
import { registerAccountWithToken } from '@/lib/server/recovery';
import { created, endpoint, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, registerSchema);
    const { user, byAdmin, token } = await registerAccountWithToken(await caller(), input, undefined);
    // An admin adding a team member gets no token back: nothing may replace the admin's own session.
    if (byAdmin) {
      return created(toWireUser(user), { message: englishNotice({ code: 'team.registered' }), top: { user: toWireUser(user) } });
    }
    return created(toWireUser(user), { message: englishNotice({ code: 'auth.registered' }), top: { token, user: toWireUser(user) } });
  },
});
