import { describe, expect, it } from 'vitest';
import { securityHeaderRules, securityHeaders } from '@/lib/config/security-headers';

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

describe('security headers per route (issue 24 item 8)', () => {
  const env = { ...base, APP_URL: 'https://sevasankalp.org' } as Parameters<typeof securityHeaders>[0];
  const rules = securityHeaderRules(env);
  const ruleFor = (source: string) => {
    const rule = rules.find((r) => r.source === source);
    const get = (key: string) => rule?.headers.find((h) => h.key === key)?.value ?? '';
    return { csp: get('Content-Security-Policy'), xfo: get('X-Frame-Options') };
  };

  it('the site keeps object-src none, frame-ancestors none and DENY', () => {
    const site = ruleFor('/:path*');
    expect(site.csp).toContain("object-src 'none'");
    expect(site.csp).toContain("frame-ancestors 'none'");
    expect(site.csp).not.toContain('google');
    expect(site.xfo).toBe('DENY');
  });

  it('the document viewer may embed our own PDF, the PDF may be framed by our pages only, the contact page frames the map', () => {
    expect(ruleFor('/documents/:id([a-z0-9-]+)').csp).toContain("object-src 'self'");
    const pdf = ruleFor('/documents/:file([a-z0-9-]+\\.pdf)');
    expect(pdf.csp).toContain("frame-ancestors 'self'");
    expect(pdf.xfo).toBe('SAMEORIGIN');
    const contact = ruleFor('/contact');
    expect(contact.csp).toMatch(/frame-src 'self'[^;]* https:\/\/www\.google\.com/);
    expect(contact.csp).toContain("object-src 'none'");
  });
});
