import { describe, expect, it } from 'vitest';
import type { SignedInCaller } from '@/lib/server/accounts';
import { deleteProduct, setProductStock } from '@/lib/server/catalog';
import { deleteCoupon } from '@/lib/server/coupons';
import { deleteSlide } from '@/lib/server/content';
import { retryOutboxMail } from '@/lib/server/backoffice';
import { ApiError } from '@/lib/server/http/errors';

const actor = (role: SignedInCaller['role']): SignedInCaller => ({
  kind: 'user',
  userId: 1,
  role,
  name: 'X',
  email: 'x@example.test',
  via: 'session',
  ip: null,
});

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
}

describe('back-office data layer', () => {
  it('refuses writes from an actor without the role, whoever calls it', async () => {
    expect(await statusOf(setProductStock(actor('user'), 999999, 5))).toBe(403);
    expect(await statusOf(deleteProduct(actor('user'), 999999))).toBe(403);
    expect(await statusOf(deleteCoupon(actor('user'), 999999))).toBe(403);
    expect(await statusOf(deleteSlide(actor('manager'), 999999))).toBe(403);
    expect(await statusOf(retryOutboxMail(actor('manager'), 999999))).toBe(403);
    // With the role, the same calls get past the check and find nothing.
    expect(await statusOf(setProductStock(actor('manager'), 999999, 5))).toBe(404);
    expect(await statusOf(deleteSlide(actor('admin'), 999999))).toBe(404);
  });
});
