import { loginSchema } from '@/lib/domain/validation/auth';
import { loginWithToken, toWireUser } from '@/lib/server/accounts';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, loginSchema);
    const { user, token } = await loginWithToken(await caller(), input);
    return ok(toWireUser(user), { message: englishNotice({ code: 'auth.logged_in' }), top: { token, user: toWireUser(user) } });
  },
});
