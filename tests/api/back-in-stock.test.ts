import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db';
import { mailOutbox, stockNotifications } from '@/db/schema';
import { api } from '@/tests/support/api';
import { createProduct } from '@/tests/support/shop';
import { createUser, uniqueEmail } from '@/tests/support/users';

// Issue 37 item 6: "tell me when it is back" on a sold-out product.
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomBytes(2).toString('hex')}` });

async function mailsTo(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'back_in_stock')));
}

describe('back in stock', () => {
  it('POST /api/products/{id}/notify answers the same for a new, a duplicate and an unknown address', async () => {
    const product = await createProduct({ name: 'Sold-out shawl', stock: 0 });
    const headers = fromIp();
    const email = uniqueEmail('notify');
    const answers = [];
    for (const body of [{ email }, { email: email.toUpperCase() }, { email: uniqueEmail('never-registered') }]) {
      const res = await api.post(`/api/products/${product.id}/notify`, { body, headers });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].body).toMatchObject({ success: true });
    const db = await getDb();
    const rows = await db.select().from(stockNotifications).where(eq(stockNotifications.productId, product.id));
    expect(rows).toHaveLength(2);
  });

  it('POST /api/products/{id}/notify refuses a bad address (422), an unknown product (404) and too many requests (429)', async () => {
    const product = await createProduct({ name: 'Sold-out lamp', stock: 0 });
    const bad = await api.post(`/api/products/${product.id}/notify`, { body: { email: 'not-an-address' }, headers: fromIp() });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['email']);
    const missing = await api.post('/api/products/2000000000/notify', { body: { email: uniqueEmail('x') }, headers: fromIp() });
    expect(missing.status).toBe(404);
    const headers = fromIp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await api.post(`/api/products/${product.id}/notify`, { body: { email: uniqueEmail('flood') }, headers })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a restock (0 to more) mails each waiting address once in its language and forgets it; a second restock mails nobody', async () => {
    const admin = await createUser('admin');
    const product = await createProduct({ name: 'Herbal soap', stock: 0 });
    const db = await getDb();
    await db.execute(sql`update products set name_hi = 'हर्बल साबुन' where id = ${product.id}`);
    const en = uniqueEmail('en');
    const hi = uniqueEmail('hi');
    await api.post(`/api/products/${product.id}/notify`, { body: { email: en }, headers: fromIp() });
    await api.post(`/api/products/${product.id}/notify`, { body: { email: hi, locale: 'hi' }, headers: fromIp() });
    expect(await mailsTo(en)).toHaveLength(0);

    const stock = (n: number) => api.put(`/api/products/${product.id}/stock`, { token: admin.token, body: { stock_quantity: n } });
    expect((await stock(4)).status).toBe(200);
    const [enMail] = await mailsTo(en);
    const [hiMail] = await mailsTo(hi);
    expect(enMail.subject).toBe('Back in stock: Herbal soap');
    expect(enMail.textBody).toContain(`/shop/product/${product.id}`);
    expect(hiMail.subject).toBe('फिर उपलब्ध: हर्बल साबुन');
    expect(hiMail.textBody).toContain(`/hi/shop/product/${product.id}`);
    expect(await db.select().from(stockNotifications).where(eq(stockNotifications.productId, product.id))).toHaveLength(0);

    // Sold out and back again: the addresses were forgotten, so no second mail.
    await stock(0);
    await stock(2);
    expect(await mailsTo(en)).toHaveLength(1);
    expect(await mailsTo(hi)).toHaveLength(1);
  });

  it('a product save in the office that raises stock from 0 sends the mails too', async () => {
    const admin = await createUser('admin');
    const product = await createProduct({ name: 'Jute bag', stock: 0 });
    const email = uniqueEmail('save');
    await api.post(`/api/products/${product.id}/notify`, { body: { email }, headers: fromIp() });
    const res = await api.put(`/api/products/${product.id}`, { token: admin.token, body: { stock_quantity: 7 } });
    expect(res.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
