import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { products } from '@/db/schema';
import { createUser, type TestUser } from '@/tests/support/users';
import { createProduct, uniqueTag } from '@/tests/support/products';
import { callerForToken, guestCaller, type SignedInCaller } from '@/lib/server/accounts';
import { cartView, claimPendingAdd, pendingAddValue } from '@/lib/server/cart';
import { signValue } from '@/lib/server/platform';

// Issue 37 item 2: an add made while signed out is kept in a signed cookie and claimed once after sign-in.
// The cookie's value is what these functions make and read; the browser walk (tests/e2e/phone-buyer.spec.ts)
// covers setting and deleting it.

let buyer: TestUser;
let caller: SignedInCaller;

beforeAll(async () => {
  buyer = await createUser('user');
  caller = (await callerForToken(buyer.token))!;
});

const namesIn = async (c: SignedInCaller) => (await cartView(c, 'en')).lines.map((l) => `${l.name} × ${l.quantity}`);

describe('the add kept across sign-in', () => {
  it('claiming puts the product and quantity in the cart and names it in the page language', async () => {
    const p = await createProduct({ name: uniqueTag('Kept bowl '), stock: 5 });
    await getDb().then((db) => db.update(products).set({ nameHi: 'रखा हुआ कटोरा' }).where(eq(products.id, p.id)));
    const outcome = await claimPendingAdd(caller, pendingAddValue({ product_id: p.id, quantity: 2 }), 'hi');
    expect(outcome).toMatchObject({
      ok: true,
      notice: { code: 'cart.added_after_sign_in', params: { name: 'रखा हुआ कटोरा', quantity: 2 } },
    });
    expect(await namesIn(caller)).toContain(`${p.name} × 2`);
  });

  it('a guest cannot claim, and an altered, foreign or expired value adds nothing', async () => {
    const p = await createProduct({ name: uniqueTag('Untouched bowl ') });
    const value = pendingAddValue({ product_id: p.id, quantity: 1 });
    expect(await claimPendingAdd(guestCaller(), value, 'en')).toBeNull();
    const [body, exp, sig] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ product_id: p.id, quantity: 50 })).toString('base64url');
    expect(await claimPendingAdd(caller, `${forged}.${exp}.${sig}`, 'en')).toBeNull();
    expect(await claimPendingAdd(caller, `${body}.${Number(exp) + 60}.${sig}`, 'en')).toBeNull();
    // Signed for another purpose (the same key signs other values): refused.
    expect(await claimPendingAdd(caller, signValue('other', Buffer.from(body, 'base64url').toString(), 60), 'en')).toBeNull();
    expect(await claimPendingAdd(caller, signValue('pending-add', '{"product_id":1,"quantity":1}', -1), 'en')).toBeNull();
    expect(await claimPendingAdd(caller, undefined, 'en')).toBeNull();
    expect((await namesIn(caller)).some((n) => n.startsWith(p.name))).toBe(false);
  });

  it('a signed value whose quantity the schema refuses is dropped; a price in it is never read', async () => {
    const p = await createProduct({ name: uniqueTag('Priced bowl '), pricePaise: 45000 });
    expect(await claimPendingAdd(caller, signValue('pending-add', JSON.stringify({ product_id: p.id, quantity: 0 }), 60), 'en')).toBeNull();
    const withPrice = signValue('pending-add', JSON.stringify({ product_id: p.id, quantity: 1, price: 1 }), 60);
    expect(await claimPendingAdd(caller, withPrice, 'en')).toMatchObject({ ok: true });
    const line = (await cartView(caller, 'en')).lines.find((l) => l.productId === p.id)!;
    expect(line.unitPricePaise).toBe(45000);
  });

  it('stock is checked when claimed: sold out meanwhile answers its code and adds nothing', async () => {
    const p = await createProduct({ name: uniqueTag('Scarce bowl '), stock: 3 });
    const value = pendingAddValue({ product_id: p.id, quantity: 3 });
    await getDb().then((db) => db.update(products).set({ stock: 1 }).where(eq(products.id, p.id)));
    expect(await claimPendingAdd(caller, value, 'en')).toEqual({ ok: false, error: { code: 'cart.pending_add_insufficient' } });
    expect((await namesIn(caller)).some((n) => n.startsWith(p.name))).toBe(false);
    await getDb().then((db) => db.update(products).set({ status: 'archived' }).where(eq(products.id, p.id)));
    expect(await claimPendingAdd(caller, pendingAddValue({ product_id: p.id, quantity: 1 }), 'en')).toEqual({
      ok: false,
      error: { code: 'cart.pending_add_failed' },
    });
  });
});
