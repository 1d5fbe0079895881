// Page and sandbox inputs the production fuzz stage (tests/e2e/hostile-input.spec.ts) found answering 500:
// an over-long category in the shop's address, and a NUL in the sandbox's pay-page key.
import { describe, expect, it } from 'vitest';
import { guestCaller } from '@/lib/server/accounts';
import { loadShopView } from '@/lib/server/catalog';
import { txnByAccessKey } from '@/lib/server/payments/easebuzz/sandbox-store';

describe('the shop listing (/shop?category=…, /shop/listing/{category}/{page})', () => {
  it('takes an over-long or odd category for an unknown one: no view (the page answers 404), not an error', async () => {
    for (const category of ['a'.repeat(61), '€'.repeat(400), '\u0000', 'no-such-category'])
      for (const page of ['1', 'x'.repeat(3000)]) expect(await loadShopView(guestCaller(), { category, page })).toBeNull();
    expect((await loadShopView(guestCaller(), { category: 'crafts', page: 'x'.repeat(3000) }))?.result.current_page).toBe(1);
  });
});

describe('the Easebuzz sandbox pay page', () => {
  it('finds no payment for a key that is not 32 hex characters (a NUL included)', async () => {
    for (const key of ['\u0000', 'x'.repeat(5000), `${'a'.repeat(31)}\u0000`]) expect(await txnByAccessKey(key)).toBeNull();
  });
});
