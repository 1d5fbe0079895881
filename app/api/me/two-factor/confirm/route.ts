import { twoFactorConfirmSchema } from '@/lib/domain/validation/auth';
import { confirmTwoFactor, requireSignedIn } from '@/lib/server/accounts';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// The first code from the app turns two-factor sign-in on; the ten recovery codes are in this answer only.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const me = requireSignedIn(await caller());
    const input = await readJsonAs(req, twoFactorConfirmSchema);
    const codes = await confirmTwoFactor(me, input);
    return ok(
      { recovery_codes: codes },
      { message: englishNotice({ code: 'account.two_factor_enabled' }), headers: { 'Cache-Control': 'private, no-store' } },
    );
  },
});
