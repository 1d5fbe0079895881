import { wireError } from '@/lib/server/http';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { orderInputSchema } from '@/lib/domain/validation/order';
import type { SignedInCaller } from '@/lib/server/accounts';
import { placeOrder } from '@/lib/server/checkout';
import { orderPayload } from '@/tests/support/checkout';
import { createProduct, stockOf } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

// The checkout form's Place Order (lib/actions/checkout.ts) calls the place-order use case with the form's
// idempotency key for the attempt.
const NO_URLS = { return_url: null, cancel_url: null, failure_url: null };
type Input = Parameters<typeof placeOrder>[2]['input'];
const placeAndPay = (caller: SignedInCaller, input: Input, pay: typeof NO_URLS, idempotencyKey: string) =>
  placeOrder(caller, 'site.checkout', { input, idempotencyKey, pay });

async function buyer(): Promise<SignedInCaller> {
  const u = await createUser();
  return { kind: 'user', userId: u.id, role: u.role, name: u.name, email: u.email, via: 'session', ip: null };
}

describe('checkout Place Order (placeOrder through the site.checkout door)', () => {
  it('places one order for a double click with the same idempotency key, and takes the stock once', async () => {
    const caller = await buyer();
    const product = await createProduct({ pricePaise: 20_000, stock: 5 });
    const input = orderInputSchema.parse(orderPayload([{ product_id: product.id, quantity: 2 }]));
    const key = randomUUID();
    const [a, b] = await Promise.allSettled([placeAndPay(caller, input, NO_URLS, key), placeAndPay(caller, input, NO_URLS, key)]);
    const done = [a, b].filter((r) => r.status === 'fulfilled');
    expect(done.length).toBeGreaterThan(0);
    // The second either replays the first order or is told the first is still running (409): never a second order.
    for (const r of [a, b]) if (r.status === 'rejected') expect(wireError(r.reason, '[test]').status).toBe(409);
    const again = await placeAndPay(caller, input, NO_URLS, key);
    const db = await getDb();
    const mine = await db.select().from(orders).where(eq(orders.userId, caller.userId));
    expect(mine).toHaveLength(1);
    expect(again.order.id).toBe(mine[0].id);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('places a second order for a new key', async () => {
    const caller = await buyer();
    const product = await createProduct({ pricePaise: 20_000, stock: 5 });
    const input = orderInputSchema.parse(orderPayload([{ product_id: product.id, quantity: 1 }]));
    const first = await placeAndPay(caller, input, NO_URLS, randomUUID());
    const second = await placeAndPay(caller, input, NO_URLS, randomUUID());
    expect(second.order.id).not.toBe(first.order.id);
    expect(await stockOf(product.id)).toBe(3);
  });
});
