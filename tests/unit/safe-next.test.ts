import { describe, expect, it } from 'vitest';
import { safeNext, signInHref } from '@/lib/domain/safe-next';

describe('safeNext: where /auth?next=… returns after sign-in', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNext('/shop/product/7')).toBe('/shop/product/7');
    expect(safeNext('/shop?category=crafts&page=2#top')).toBe('/shop?category=crafts&page=2#top');
    expect(safeNext(['/checkout', '/x'])).toBe('/checkout');
  });

  it('refuses other hosts, schemes, protocol-relative and backslash tricks, and the sign-in page itself', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aLocation:x',
      '/a\nb',
      '/auth',
      '/auth?next=/x',
      'shop',
      '',
      undefined,
      42,
    ]) {
      const out = safeNext(bad);
      expect(out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/auth'), String(bad)).toBe(true);
    }
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('/auth?next=/x')).toBe('/');
  });

  // Issue 24 item 1: each of these normalises to '//evil.example/x', another host for a browser.
  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/shop/..//evil.example/x',
    '/x/%2e%2e/%2e%2e//evil.example/x',
    '/./\\evil.example/x',
    '/.%2f/evil.example/x',
  ])('refuses %s, which normalises to another host', (bad) => {
    const out = safeNext(bad);
    expect(out.startsWith('//') || out.includes('\\'), out).toBe(false);
    expect(new URL(out, 'https://our.example').host).toBe('our.example');
  });

  it('keeps a dot path that stays on this site, normalised', () => {
    expect(safeNext('/shop/./product/../product/7')).toBe('/shop/product/7');
    expect(safeNext('/%2e/shop')).toBe('/shop');
  });

  it('builds the sign-in link that comes back', () => {
    expect(signInHref('/shop/product/7')).toBe('/auth?next=%2Fshop%2Fproduct%2F7');
    expect(signInHref('/')).toBe('/auth');
  });
});
