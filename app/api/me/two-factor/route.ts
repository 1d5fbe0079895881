import { reauthSchema } from '@/lib/domain/validation/auth';
import { beginTwoFactor, disableTwoFactor, requireSignedIn } from '@/lib/server/accounts';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// POST {password}: a new secret (key, otpauth URL, QR code as SVG), on once its first code is confirmed
// (POST /api/me/two-factor/confirm). DELETE {password, otp}: off.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const me = requireSignedIn(await caller());
    const input = await readJsonAs(req, reauthSchema);
    const { secret, otpauth_url, qr_svg } = await beginTwoFactor(me, input);
    return ok({ secret, otpauth_url, qr_svg }, { headers: { 'Cache-Control': 'private, no-store' } });
  },
  DELETE: async ({ req, caller }) => {
    const me = requireSignedIn(await caller());
    const input = await readJsonAs(req, reauthSchema);
    await disableTwoFactor(me, input);
    return ok(null, { message: englishNotice({ code: 'account.two_factor_disabled' }) });
  },
});
