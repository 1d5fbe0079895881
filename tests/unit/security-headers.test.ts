import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/config/security-headers';

const base = {
  NODE_ENV: 'production',
  EASEBUZZ_PAY_URL: undefined,
  RAZORPAY_CHECKOUT_URL: undefined,
  RAZORPAY_API_URL: undefined,
} as const;
const hsts = (appUrl: string, nodeEnv: 'production' | 'development' = 'production') =>
  securityHeaders({ ...base, NODE_ENV: nodeEnv, APP_URL: appUrl } as Parameters<typeof securityHeaders>[0]).find(
    (h) => h.key === 'Strict-Transport-Security',
  )?.value;

describe('security headers: HSTS only over https (issue 24 item 7)', () => {
  it('sends HSTS in production when APP_URL is https', () => {
    expect(hsts('https://sevasankalp.org')).toBe('max-age=63072000; includeSubDomains');
  });

  it('never over plain http, nor in development', () => {
    expect(hsts('http://127.0.0.1:3000')).toBeUndefined();
    expect(hsts('http://localhost:3000')).toBeUndefined();
    expect(hsts('https://sevasankalp.org', 'development')).toBeUndefined();
  });
});
