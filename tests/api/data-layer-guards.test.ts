import { describe, expect, it } from 'vitest';
import type { Actor } from '@/lib/server/accounts';
import { deleteProduct, setProductStock } from '@/lib/server/catalog';
import { deleteCoupon } from '@/lib/server/coupons';
import { deleteSlide } from '@/lib/server/content';
import { retryOutboxMail } from '@/lib/server/backoffice';
import { ApiError } from '@/lib/server/http/errors';

const actor = (role: Actor['role']): Actor => ({
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
    expect(await statusOf(setProductStock(999999, 5, actor('user')))).toBe(403);
    expect(await statusOf(deleteProduct(999999, actor('user')))).toBe(403);
    expect(await statusOf(deleteCoupon(999999, actor('user')))).toBe(403);
    expect(await statusOf(deleteSlide(999999, actor('manager')))).toBe(403);
    expect(await statusOf(retryOutboxMail(999999, actor('manager')))).toBe(403);
    // With the role, the same calls get past the check and find nothing.
    expect(await statusOf(setProductStock(999999, 5, actor('manager')))).toBe(404);
    expect(await statusOf(deleteSlide(999999, actor('admin')))).toBe(404);
  });
});
