import { handlers } from '@/lib/server/auth/auth';

// Auth.js's own endpoints (session, csrf, signout); the site's forms sign in through server actions.
export const { GET, POST } = handlers;
