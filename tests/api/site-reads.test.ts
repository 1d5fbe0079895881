// The site's own reads in the browser (not the /api contract): GET routes, not server actions.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { products } from '@/db/schema';
import { encodeSessionCookie, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { openWebSession } from '@/lib/server/accounts/web-sessions';
import { api } from '@/tests/support/api';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

async function cookieFor(userId: number) {
  const sessionId = await openWebSession(userId, { ip: null, userAgent: 'test' });
  return `${SESSION_COOKIE}=${await encodeSessionCookie({ userId, role: 'user', sessionId }, SESSION_COOKIE)}`;
}

describe('GET /api/products/saved', () => {
  it('answers the public products among the saved ids, in Hindi when asked, leaving out hidden and unknown ones', async () => {
    const [shown, hidden] = [await createProduct(), await createProduct({ status: 'inactive' })];
    const db = await getDb();
    await db.update(products).set({ nameHi: 'हस्तनिर्मित दीया' }).where(eq(products.id, shown.id));
    const res = await api.get(`/api/products/saved?ids=${shown.id},${hidden.id},2000000000,${shown.id}&locale=hi`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    expect(res.body.data[0].name).toBe('हस्तनिर्मित दीया');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses an id list that is not ids with 422 and more than 100 ids', async () => {
    expect((await api.get('/api/products/saved?ids=1,abc')).status).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await api.get(`/api/products/saved?ids=${many}`)).status).toBe(422);
  });
});

describe('GET /api/session/cart', () => {
  it("answers null signed out (a bearer token is not the site's session) and the visitor's cart with a session cookie", async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 25_000 });
    expect((await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 2 } })).status).toBe(200);
    expect((await api.get('/api/session/cart')).body.data).toBeNull();
    expect((await api.get('/api/session/cart', { token: user.token })).body.data).toBeNull();
    const mine = await api.get('/api/session/cart?locale=hi', { headers: { cookie: await cookieFor(user.id) } });
    expect(mine.status).toBe(200);
    expect(mine.body.data.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });
});
