import 'server-only';
import { z } from 'zod';

const flag = z.enum(['0', '1']).optional();

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Seva Sankalp Foundation <no-reply@sevasankalp.example.org>'),
  MAIL_TO_FOUNDATION: z.string().optional(),
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
  CRON_SECRET: z.string().optional(),
  DONATION_LINK_SECRET: z.string().min(32).optional(),
  SEED_DEMO: flag,
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Environment, validated once. Tests may reset it after changing process.env. */
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

export function resetEnvCache(): void {
  cached = undefined;
}

/** The site's public address without a trailing slash; every URL in an answer is built from it. */
export function appUrl(): string {
  return env().APP_URL.replace(/\/+$/, '');
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${appUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function corsOrigins(): string[] {
  return env()
    .CORS_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
