// The one schema every environment variable goes through (documented for operators in .env.example). The
// server reads it as `env()` from @/lib/server/platform, db/ and next.config.ts from here: db/ may not
// import lib/server, and next.config.ts loads outside the react-server condition ('server-only' would throw
// there), so this file imports neither. Browser code never imports it (eslint.config.mjs).
//
// The only raw process.env reads left elsewhere say why on the line: NEXT_RUNTIME and NEXT_PHASE (set by
// Next itself), IMAGE_REMOTE_HOSTS in the browser (inlined by next.config.ts `env`) and REDIS_URL,
// REDIS_KEY_PREFIX and CACHE_MAX_MB in lib/server/cache/next-cache-handler.mjs (plain JavaScript Next loads outside our
// bundles). Those are validated here too whenever env() runs.
import path from 'node:path';
import { z } from 'zod';

/** '0' or '1'; unset means the code's default. */
const flag = z.enum(['0', '1']).optional();
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const schema = z.object({
  // Set by Node and Next (`next build`/`start`: production, `next dev`: development).
  NODE_ENV: z.string().default('development'),
  // The site's public address; every URL in an answer is built from it. https:// makes session cookies Secure.
  APP_URL: z.url().default('http://localhost:3000'),
  // How many proxies in front of the app append to X-Forwarded-For (see .env.example); at most 10 count.
  TRUSTED_PROXY_HOPS: count(0),
  // GET and HEAD requests handed to Next per event-loop turn while others wait (lib/server/platform/read-gate.ts);
  // 0 hands every request over at once, as Node does by itself.
  READS_PER_TURN: count(4),
  // What one account may hold in cash-on-delivery orders not yet shipped (they never expire): open orders, and
  // units of one product across them (lib/domain/order-limits.ts). Accounts at a cap show on the dashboard.
  COD_MAX_OPEN_ORDERS: z.coerce.number().int().min(1).default(3),
  COD_MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).default(20),
  // When the admins are mailed (lib/server/operations/alerts.ts): mail due in the outbox for longer than this
  // many minutes, or this many refused webhook signatures from one gateway within the window.
  ALERT_MAIL_WAITING_MINUTES: z.coerce.number().int().min(1).default(30),
  ALERT_WEBHOOK_REFUSALS: z.coerce.number().int().min(1).default(5),
  ALERT_WEBHOOK_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Origins of other sites allowed to call /api from a browser (comma separated, with scheme).
  CORS_ORIGINS: z.string().default(''),
  // Other hosts whose product pictures next/image optimises (comma separated). Read at build time.
  IMAGE_REMOTE_HOSTS: z.string().default(''),
  // `next build` output: 'standalone' for a self-contained server folder; unset: the usual .next.
  NEXT_OUTPUT: z.enum(['standalone']).optional(),

  // PostgreSQL 15+. Unset: the embedded PGlite database in PGLITE_DATA_DIR.
  DATABASE_URL: z.string().optional(),
  // PGlite's folder ('memory://' keeps it in memory: the API tests).
  PGLITE_DATA_DIR: z.string().default(() => path.join(process.cwd(), '.data', 'pglite')),
  // Where the SQL migrations are (a standalone build may move them).
  MIGRATIONS_DIR: z.string().default(() => path.join(process.cwd(), 'db', 'migrations')),
  // PostgreSQL: 0 = do not migrate at start (the release step runs `npm run db:migrate`).
  DB_AUTO_MIGRATE: flag,
  // PostgreSQL: connections per instance (unset: 10 on a server, 3 on a serverless host; db/postgres-options.ts),
  // connect and statement time limits.
  DB_POOL_MAX: z.coerce.number().int().min(1).optional(),
  DB_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  DB_STATEMENT_TIMEOUT_MS: count(8000),
  // 'transaction': DATABASE_URL points at a pooler in transaction mode (PgBouncer, Supabase, Neon): no
  // prepared statements, no per-connection settings.
  DATABASE_POOLER: z.enum(['transaction']).optional(),
  // Set by the host itself in every serverless function (Vercel; AWS Lambda): a smaller pool by default.
  VERCEL: z.string().optional(),
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  // 1: seed demo content into PostgreSQL too; 0: never, not even into PGlite.
  SEED_DEMO: flag,

  // Signs session cookies (32+ characters). Required in production on PostgreSQL (accounts/secret.ts).
  AUTH_SECRET: z.string().min(32).optional(),
  // Auth.js v4's name for the same secret, read when AUTH_SECRET is unset.
  NEXTAUTH_SECRET: z.string().optional(),
  // Two-factor sign-in for admins and managers: 'required' keeps them out of the back-office and their /api
  // sign-in until they have set it up. Unset: required in production on PostgreSQL, optional elsewhere.
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  // Seals donors' PAN at rest (AES-256-GCM) and keys its search hash; 32+ characters. Required in production on
  // PostgreSQL; elsewhere a public development key is used (lib/server/platform/pan-seal.ts). Changing it needs
  // the stored PANs re-sealed (docs/security.md).
  PAN_ENCRYPTION_KEY: z.string().min(32).optional(),
  // Signs the donors' links (receipts, certificates, cancelling a recurring gift); 32+ characters.
  DONATION_LINK_SECRET: z.string().min(32).optional(),
  // Request and job logs (one JSON line each on stdout): the least severe level written.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Names this server in every log line and metric (two instances behind one balancer); unset: host:pid.
  INSTANCE_ID: z.string().min(1).max(100).optional(),
  // Authorization: Bearer <CRON_SECRET> for /api/cron/* (reconcile, purge) and /api/metrics.
  CRON_SECRET: z.string().optional(),
  // The daily purge (/api/cron/purge, npm run purge): after this many days an unpaid donation attempt loses
  // its PAN, phone and address, and a delivered mail its attachments (the privacy notice states both).
  PURGE_ABANDONED_DONATION_DAYS: z.coerce.number().int().min(1).default(30),
  PURGE_MAIL_ATTACHMENT_DAYS: z.coerce.number().int().min(1).default(30),

  // Mail: nodemailer SMTP URL; unset: mails stay in the outbox.
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Seva Sankalp Foundation <no-reply@sevasankalp.example.org>'),
  // Where contact-form messages go (default: the foundation's address in lib/config/foundation.ts).
  MAIL_TO_FOUNDATION: z.string().optional(),

  // 1: payments always on the sandbox; 0: never; unset: the keys decide (lib/server/payments/mode.ts).
  PAYMENT_SANDBOX: flag,
  EASEBUZZ_KEY: z.string().optional(),
  EASEBUZZ_SALT: z.string().optional(),
  EASEBUZZ_PAY_URL: z.url().optional(),
  EASEBUZZ_DASHBOARD_URL: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().optional(),
  RAZORPAY_CHECKOUT_URL: z.string().optional(),

  // Several instances: Next's caches in one Redis; the prefix separates sites sharing it.
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('site'),
  // At most this many megabytes of cached pages, data and pictures per instance (or per build in Redis).
  CACHE_MAX_MB: z.coerce.number().int().min(1).default(128),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** The environment, validated on first use and then cached; resetEnvCache() after changing process.env. */
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Forget the cached environment (tests that change process.env between calls). */
export function resetEnvCache(): void {
  cached = undefined;
}
