import { describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';
import { orderForResultPage } from '@/lib/server/orders';
import { guestCaller } from '@/lib/server/accounts';

const guest = guestCaller('198.51.100.1');

sandboxBridgeForFile();

let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${++ipCounter % 250}` });

async function guestOrder(method: 'easybuzz' | 'cod' = 'easybuzz') {
  const product = await createProduct({ pricePaise: 25_000, stock: 50 });
  const res = await api.post('/api/orders', {
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: method, shipping_email: 'asha.verma@example.com' }),
    headers: freshIp(),
  });
  expect(res.status).toBe(201);
  return {
    id: res.body.data.id as number,
    number: res.body.data.order_number as string,
    token: res.body.data.access_token,
    body: res.body,
  };
}

describe('POST /api/orders for a guest', () => {
  it('answers an access token once, beside every existing field, and a COD redirect that carries it', async () => {
    const { body, token, id } = await guestOrder('cod');
    expect(token).toMatch(/^oat_[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({ id, order_number: expect.stringMatching(/^ORD-/), payment_method: 'cod' });
    expect(body.data.redirect_url).toBe(`http://localhost:3000/checkout/success?orderId=${id}&token=${token}`);
  });

  it('answers no access token to a signed-in buyer (their account is the key)', async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 25_000, stock: 5 });
    const res = await api.post('/api/orders', {
      token: user.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('access_token');
  });
});

describe('POST /api/payments/initiate and /api/payments/easybuzz/create-order for a guest order', () => {
  for (const path of ['/api/payments/initiate', '/api/payments/easybuzz/create-order']) {
    it(`${path} refuses the order id alone or a wrong token like an unknown order (404), and pays it with its token`, async () => {
      const { id, token } = await guestOrder();
      const alone = await api.post(path, { body: { order_id: id }, headers: freshIp() });
      expect(alone.status).toBe(404);
      expect(alone.body).toMatchObject({ success: false, message: 'Order not found' });
      expect(alone.body.data ?? null).toBeNull();
      const wrong = await api.post(path, { body: { order_id: id, access_token: `oat_${'A'.repeat(43)}` }, headers: freshIp() });
      expect(wrong.status).toBe(404);
      const unknown = await api.post(path, { body: { order_id: 2_147_483_000, access_token: token }, headers: freshIp() });
      expect(unknown.status).toBe(404);
      const paid = await api.post(path, { body: { order_id: id, access_token: token }, headers: freshIp() });
      expect(paid.status).toBe(200);
      expect(paid.body.payment_url).toContain('/pay/');
    });
  }

  it('a guest order is not payable by another signed-in user either, but is by staff', async () => {
    const { id } = await guestOrder();
    const other = await createUser();
    const manager = await createUser('manager');
    expect((await api.post('/api/payments/initiate', { token: other.token, body: { order_id: id } })).status).toBe(404);
    expect((await api.post('/api/payments/initiate', { token: manager.token, body: { order_id: id } })).status).toBe(200);
  });

  it('limits payment starts per order (10 per 10 minutes) with a Retry-After, whatever the address', async () => {
    const { id, token } = await guestOrder();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api.post>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await api.post('/api/payments/initiate', { body: { order_id: id, access_token: token }, headers: freshIp() });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits payment starts per address (20 per 10 minutes), probes of unknown ids included', async () => {
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await api.post('/api/payments/initiate', { body: { order_id: 1_000_000 + i }, headers })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the checkout success page (orderForResultPage)', () => {
  it('shows nothing for the id and order number alone, the order with its token, the email masked', async () => {
    const { id, number, token } = await guestOrder('cod');
    expect(await orderForResultPage(guest, String(id), undefined)).toBeNull();
    expect(await orderForResultPage(guest, String(id), number)).toBeNull();
    expect(await orderForResultPage(guest, '99999999999', token)).toBeNull();
    const seen = await orderForResultPage(guest, String(id), token);
    expect(seen).toMatchObject({ orderNumber: number, email: 'a***@example.com' });
  });

  it('shows the full email only to the owner and staff', async () => {
    const user = await createUser();
    const admin = await createUser('admin');
    const product = await createProduct({ pricePaise: 25_000, stock: 5 });
    const placed = await api.post('/api/orders', {
      token: user.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod', shipping_email: 'owner.full@example.com' }),
    });
    const id = String(placed.body.data.id);
    const asCaller = (u: typeof user) => ({
      kind: 'user' as const,
      userId: u.id,
      role: u.role,
      name: u.name,
      email: u.email,
      via: 'token' as const,
      ip: null,
    });
    expect((await orderForResultPage(asCaller(user), id, null))?.email).toBe('owner.full@example.com');
    expect((await orderForResultPage(asCaller(admin), id, null))?.email).toBe('owner.full@example.com');
    const stranger = await createUser();
    expect(await orderForResultPage(asCaller(stranger), id, null)).toBeNull();
  });

  it("the gateway's return hands a guest a ticket to the result page, never the token and never on a forged result", async () => {
    const { id, token } = await guestOrder();
    const started = await api.post('/api/payments/initiate', { body: { order_id: id, access_token: token }, headers: freshIp() });
    const { action, fields } = await clickOnPayPage(started.body.payment_url, 'pay');
    const back = await postBack(action, fields);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/checkout/success');
    const ticket = location.searchParams.get('token')!;
    expect(ticket).toMatch(/^otk_\d+\./);
    expect(ticket).not.toBe(token);
    expect(await orderForResultPage(guest, String(id), ticket)).toMatchObject({ paymentStatus: 'paid' });
    // a ticket for one order opens no other
    const other = await guestOrder('cod');
    expect(await orderForResultPage(guest, String(other.id), ticket)).toBeNull();

    const forged = await postBack(action, { ...fields, hash: 'ü'.repeat(64) });
    expect(forged.status).toBeLessThan(500);
    expect(forged.headers.get('location') ?? '').not.toContain('token=');
  });

  it('the failure return carries a code and no free text to our own page', async () => {
    const { id, token } = await guestOrder();
    const started = await api.post('/api/payments/initiate', { body: { order_id: id, access_token: token }, headers: freshIp() });
    const { action, fields } = await clickOnPayPage(started.body.payment_url, 'fail');
    const back = await postBack(action, fields);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/checkout/failure');
    expect(location.searchParams.get('code')).toBe('payment_failed');
    expect(location.searchParams.has('message')).toBe(false);
  });
});
