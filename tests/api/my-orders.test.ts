import { refusal } from '@/tests/support/wire';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { callerForToken, updateMyProfile } from '@/lib/server/accounts';
import { listMyOrders, myOrder } from '@/lib/server/orders';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createProduct } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';

async function place(u: TestUser, productId: number, paymentMethod: 'cod' | 'easybuzz' = 'cod') {
  const res = await api.post('/api/orders', {
    token: u.token,
    body: orderPayload([{ product_id: productId, quantity: 1 }], { payment_method: paymentMethod }),
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; order_number: string };
}

const callerOf = async (u: TestUser) => (await callerForToken(u.token, '198.51.100.40'))!;

describe('My orders (listMyOrders, myOrder)', () => {
  it("lists only the caller's own orders, newest first, with number, status, payment and total", async () => {
    const buyer = await createUser();
    const other = await createUser();
    const product = await createProduct({ pricePaise: 30_000, stock: 10 });
    const first = await place(buyer, product.id);
    const second = await place(buyer, product.id, 'easybuzz');
    await place(other, product.id);
    const db = await getDb();
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first.id));

    const list = await listMyOrders(await callerOf(buyer), 1);
    expect(list.total).toBe(2);
    expect(list.data.map((o) => o.order_number)).toEqual([second.order_number, first.order_number]);
    expect(list.data[0]).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'easybuzz',
      total_amount: 404,
      may_pay_again: true,
    });
    expect(list.data[1]).toMatchObject({ payment_method: 'cod', total_amount: 429, may_pay_again: false });
  });

  it("an admin's My orders are their own, not the shop's", async () => {
    const admin = await createUser('admin');
    const buyer = await createUser();
    const product = await createProduct({ pricePaise: 30_000, stock: 10 });
    await place(buyer, product.id);
    expect((await listMyOrders(await callerOf(admin), 1)).total).toBe(0);
  });

  it("answers one order with items, timeline, price lines and what the buyer may do; another account's is a 404", async () => {
    const buyer = await createUser();
    const other = await createUser('admin');
    const product = await createProduct({ pricePaise: 30_000, stock: 10 });
    const cod = await place(buyer, product.id);
    const mine = await myOrder(await callerOf(buyer), cod.id);
    // A COD order's invoice is issued when it ships, not before.
    expect(mine).toMatchObject({ may_cancel: true, may_pay_again: false, invoice_available: false });
    expect(mine.order).toMatchObject({ invoice_number: null, credit_notes: [] });
    expect(mine.order).toMatchObject({ subtotal: 300, shipping_amount: 50, tax_amount: 54, cod_fee: 25, total_amount: 429 });
    expect(mine.order.items).toHaveLength(1);
    expect(mine.order.timeline?.[0]).toMatchObject({ title: 'Order placed', completed: true });
    expect(await refusal(myOrder(await callerOf(other), cod.id))).toMatchObject({ status: 404 });
    expect(await refusal(myOrder(await callerOf(buyer), 2_000_000_000))).toMatchObject({ status: 404 });
  });

  it('an unpaid online order may be paid again and cancelled, but has no invoice yet', async () => {
    const buyer = await createUser();
    const product = await createProduct({ pricePaise: 30_000, stock: 10 });
    const online = await place(buyer, product.id, 'easybuzz');
    expect(await myOrder(await callerOf(buyer), online.id)).toMatchObject({
      may_cancel: true,
      may_pay_again: true,
      invoice_available: false,
    });
  });
});

describe('updateMyProfile(caller, {name, phone, address, photo})', () => {
  it("changes the caller's own name, phone, address and photo, and an emptied field is removed", async () => {
    const u = await createUser();
    const caller = await callerOf(u);
    const row = await updateMyProfile(caller, { name: ' Meera Raman ', phone: '98765 00999', address: '9 Canal Road', photo: '' });
    expect(row).toMatchObject({
      id: u.id,
      name: 'Meera Raman',
      phone: '98765 00999',
      address: '9 Canal Road',
      photo: null,
      email: u.email,
    });
    const again = await updateMyProfile(caller, { name: 'Meera Raman', phone: '', address: '' });
    expect(again).toMatchObject({ phone: null, address: null, role: 'user' });
  });

  it('refuses a blank name and a bad phone with 422 on the field, and never changes the email or role', async () => {
    const u = await createUser();
    const caller = await callerOf(u);
    expect(await refusal(updateMyProfile(caller, { name: '  ' }))).toMatchObject({
      status: 422,
      errors: { name: ['The name field is required.'] },
    });
    expect(await refusal(updateMyProfile(caller, { name: 'Ok', phone: 'abc' }))).toMatchObject({
      status: 422,
      errors: { phone: ['Please enter a valid phone number'] },
    });
    const row = await updateMyProfile(caller, { name: 'Ok', email: 'other@example.test', role: 'admin' });
    expect(row).toMatchObject({ email: u.email, role: 'user' });
  });
});
