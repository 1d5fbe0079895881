import { resetPasswordSchema } from '@/lib/domain/validation/auth';
import { resetPasswordWithToken, toWireUser } from '@/lib/server/accounts';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// Answers what POST /api/login answers: a new bearer token and the user (every older token has ended).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, resetPasswordSchema);
    const { user, token } = await resetPasswordWithToken(await caller(), input);
    // With two-factor sign-in the link never signs in: no token; the client signs in with the code.
    const message = englishNotice({ code: token ? 'account.password_reset' : 'account.password_reset_sign_in' });
    return ok(toWireUser(user), { message, top: { token, user: toWireUser(user) } });
  },
});
