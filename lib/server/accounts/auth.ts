import 'server-only';
import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type { Role } from '@/lib/domain/roles';
import { loginSchema } from '@/lib/domain/validation/auth';
import { authenticate } from './users';
import { appUrl, clientIp, log } from '@/lib/server/platform';
import { DomainError, type Coded } from '@/lib/domain/errors';
import { authSecret } from './secret';
import { guestCaller } from './caller';
import { openWebSession } from './web-sessions';
import { SESSION_MAX_AGE_SECONDS } from './session-token';

declare module 'next-auth' {
  interface User {
    role?: Role;
    sessionId?: string;
  }
}
declare module '@auth/core/jwt' {
  interface JWT {
    uid?: number;
    role?: Role;
    sid?: string;
  }
}

/** A refused sign-in that carries its reason (the rate limit's, or the generic credentials refusal). */
export class SignInRefused extends CredentialsSignin {
  constructor(readonly refusal: Coded) {
    super(refusal.code);
    this.code = refusal.code === 'rate.login' ? 'rate_limited' : 'invalid_credentials';
  }
}

const secureSite = () => appUrl().startsWith('https://');

// Lazy config: the secret is read (or generated) on first use, not while `next build` loads modules.
export const { signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  // Behind HTTPS (APP_URL https://...) the session cookie is `__Secure-` and Secure, whatever proxies say.
  ...(secureSite() ? { useSecureCookies: true } : {}),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/auth', error: '/auth' },
  providers: [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' }, otp: { type: 'text' } },
      // The same check as POST /api/login (rate limits, disabled accounts, generic message).
      authorize: async (credentials, request) => {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) throw new SignInRefused({ code: 'auth.invalid_credentials' });
        try {
          const ip = clientIp(request.headers);
          const user = await authenticate(guestCaller(ip), parsed.data);
          const sessionId = await openWebSession(user.id, { ip, userAgent: request.headers.get('user-agent') });
          return { id: String(user.id), name: user.name, email: user.email, role: user.role, sessionId };
        } catch (error) {
          if (error instanceof DomainError) throw new SignInRefused(error.coded);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = Number(user.id);
        token.role = user.role;
        token.sid = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, user: { ...session.user, id: String(token.uid ?? token.sub), role: token.role } };
    },
  },
  logger: {
    // A refused sign-in is an expected outcome, not a server error.
    error(error: Error) {
      if (error instanceof CredentialsSignin) return;
      log().error({ err: error }, '[auth]');
    },
  },
}));
