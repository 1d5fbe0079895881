import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { backofficeRedirect } from '@/lib/server/accounts/proxy-gate';

// Issue 37 item 8: a signed-out visitor of the back-office is sent to sign in, and back afterwards.
describe('back-office gate (proxy.ts)', () => {
  it('GET /admin and /manager/* signed out redirect to /auth with the page as next', async () => {
    for (const [path, next] of [
      ['/admin', '/admin'],
      ['/admin/orders?status=pending', '/admin/orders?status=pending'],
      ['/manager/products', '/manager/products'],
    ]) {
      const res = await backofficeRedirect(new NextRequest(`http://localhost:3000${path}`));
      expect(res?.status, path).toBeGreaterThanOrEqual(300);
      const location = new URL(res!.headers.get('location')!);
      expect(location.pathname, path).toBe('/auth');
      expect(location.searchParams.get('next'), path).toBe(next);
    }
  });

  it('pages outside the back-office are left alone', async () => {
    expect(await backofficeRedirect(new NextRequest('http://localhost:3000/shop'))).toBeNull();
  });
});
