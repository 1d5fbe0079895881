import { describe, expect, it } from 'vitest';
import { api, fromIp } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createProduct } from '@/tests/support/shop';
import { createUser, uniqueEmail } from '@/tests/support/users';
import { checkoutPrefill } from '@/lib/server/orders';
import type { SignedInCaller } from '@/lib/server/accounts';

// Issue 37 item 4: PIN codes of exactly six digits, a landmark line, the state from the list, the PIN
// directory, and the address typed at registration offered at checkout.

describe('addresses that deliver', () => {
  it('POST /api/orders refuses a PIN code that is not six digits starting 1-9 with 422 on shipping_postal_code', async () => {
    const user = await createUser('user');
    const product = await createProduct({ name: 'Pin probe', stock: 20 });
    for (const pin of ['20800', '2080011', '008001', 'ABCDEF', '20800x']) {
      const res = await api.post('/api/orders', {
        token: user.token,
        body: orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_postal_code: pin }),
      });
      expect(res.status, pin).toBe(422);
      expect(Object.keys(res.body.errors), pin).toEqual(['shipping_postal_code']);
    }
  });

  it('POST /api/orders stores the landmark and a PIN typed with a space, and answers them', async () => {
    const user = await createUser('user');
    const product = await createProduct({ name: 'Landmark probe', stock: 20 });
    const res = await api.post('/api/orders', {
      token: user.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], {
        shipping_postal_code: '208 001',
        shipping_landmark: 'Opposite the water tank',
      }),
    });
    expect(res.status).toBe(201);
    const id = res.body.data?.order?.id ?? res.body.data?.id ?? res.body.order?.id;
    const order = await api.get(`/api/orders/${id}`, { token: user.token });
    expect(order.body.data).toMatchObject({ shipping_postal_code: '208001', shipping_landmark: 'Opposite the water tank' });
  });

  it('GET /api/pincodes/{pin} answers the city, state and GST state code from the directory, 404 otherwise', async () => {
    const kanpur = await api.get('/api/pincodes/208001');
    expect(kanpur.status).toBe(200);
    expect(kanpur.body.data).toEqual({ pincode: '208001', city: 'Kanpur Nagar', state: 'Uttar Pradesh', state_code: '09' });
    expect((await api.get('/api/pincodes/110001')).body.data).toMatchObject({ state: 'Delhi', state_code: '07' });
    // The directory predates Ladakh; its PINs are placed there.
    expect((await api.get('/api/pincodes/194101')).body.data).toMatchObject({ city: 'Leh', state: 'Ladakh', state_code: '38' });
    for (const pin of ['999999', '20800', '012345', 'abcdef']) {
      const res = await api.get(`/api/pincodes/${pin}`);
      expect(res.status, pin).toBe(404);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it('POST /api/register takes landmark, city, state and a valid PIN (422 on postal_code or state otherwise), and checkout offers them', async () => {
    const base = {
      name: 'Asha Verma',
      phone: '9876543210',
      address: '12 Civil Lines',
      password: 'Str0ng#pass',
      password_confirmation: 'Str0ng#pass',
    };
    const bad = await api.post('/api/register', {
      body: { ...base, email: uniqueEmail('pin'), postal_code: '2080', state: 'Atlantis' },
      headers: fromIp(),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['postal_code', 'state']);
    const res = await api.post('/api/register', {
      body: {
        ...base,
        email: uniqueEmail('pin'),
        landmark: 'Near the temple',
        city: 'Kanpur',
        state: 'uttar pradesh',
        postal_code: '208001',
      },
      headers: fromIp(),
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ landmark: 'Near the temple', city: 'Kanpur', state: 'Uttar Pradesh', postal_code: '208001' });
    const caller: SignedInCaller = {
      kind: 'user',
      userId: res.body.user.id,
      role: 'user',
      name: 'Asha Verma',
      email: res.body.user.email,
      via: 'session',
      ip: null,
    };
    expect(await checkoutPrefill(caller)).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      address: '12 Civil Lines',
      landmark: 'Near the temple',
      city: 'Kanpur',
      state: 'Uttar Pradesh',
      zipCode: '208001',
    });
  });
});
