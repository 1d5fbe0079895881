import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { products } from '@/db/schema';
import { api } from '@/tests/support/api';
import { createProduct, uniqueTag } from '@/tests/support/products';

type Made = Awaited<ReturnType<typeof createProduct>>;
type Body = { data: { data: { id: number; name: string }[]; total: number } };

// Issue 37 item 3: search in both languages and across categories, typo tolerance, price range and sort.
describe('GET /api/products search, sort and price range', () => {
  const tag = uniqueTag('srch');
  // A made-up word no other row has, so a typo of it can only find this test's product.
  const word = `Quillo${tag.slice(-4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}wick`;
  const made: Record<string, Made> = {};

  beforeAll(async () => {
    made.soap = await createProduct({ name: `${tag} ${word} Herbal Soap Set`, category: 'beauty', pricePaise: 25000 });
    made.lamp = await createProduct({ name: `${tag} Brass Lamp`, category: 'decorative', pricePaise: 10000 });
    made.shawl = await createProduct({ name: `${tag} Wool Shawl`, category: 'clothing', pricePaise: 40000 });
    const db = await getDb();
    await db
      .update(products)
      .set({ nameHi: `${tag} हर्बल साबुन उपहार सेट`, descriptionHi: 'नीम और हल्दी से बना' })
      .where(eq(products.id, made.soap.id));
  });

  const ids = (body: Body) => body.data.data.map((p) => p.id);

  it('GET /api/products finds Hindi names and descriptions, and English names, whatever the query language', async () => {
    expect(ids((await api.get(`/api/products?search=${encodeURIComponent(`${tag} हर्बल साबुन`)}`)).body)).toEqual([made.soap.id]);
    expect(ids((await api.get(`/api/products?search=${encodeURIComponent('हल्दी से बना')}&per_page=100`)).body)).toContain(made.soap.id);
    expect(ids((await api.get(`/api/products?search=${tag}%20wool`)).body)).toEqual([made.shawl.id]);
  });

  it('GET /api/products forgives a small typo in a name (trigram similarity) but not an unrelated word', async () => {
    const typo = word.replace('ll', 'l').toLowerCase();
    expect(ids((await api.get(`/api/products?search=${typo}&per_page=100`)).body)).toEqual([made.soap.id]);
    const unrelated = await api.get(`/api/products?search=Zephyrquantum${word.slice(6, 10)}&per_page=100`);
    expect(unrelated.body.data.total).toBe(0);
  });

  it('GET /api/products forgives typos only when the exact words find nothing (a near word is not listed beside a match)', async () => {
    // The typo's product exists, and so does one named with the typo itself: only the exact match is listed.
    const typo = word.replace('ll', 'l');
    made.near = await createProduct({ name: `${uniqueTag('near')} ${typo} Candle`, category: 'decorative', pricePaise: 12000 });
    expect(ids((await api.get(`/api/products?search=${typo.toLowerCase()}&per_page=100`)).body)).toEqual([made.near.id]);
    expect(ids((await api.get(`/api/products?search=${word}&per_page=100`)).body)).toEqual([made.soap.id]);
  });

  it('GET /api/products filters by min_price and max_price in rupees, bounds included', async () => {
    const base = `/api/products?search=${tag}&sort_by=price&sort_order=asc`;
    expect(ids((await api.get(`${base}&min_price=100&max_price=250`)).body)).toEqual([made.lamp.id, made.soap.id]);
    expect(ids((await api.get(`${base}&min_price=250.01`)).body)).toEqual([made.shawl.id]);
    expect(ids((await api.get(`${base}&max_price=99.99`)).body)).toEqual([]);
    expect(ids((await api.get(`${base}&min_price=&max_price=`)).body)).toHaveLength(3);
  });

  it('GET /api/products sorts by price and by newest within a search', async () => {
    const base = `/api/products?search=${tag}`;
    expect(ids((await api.get(`${base}&sort_by=price&sort_order=desc`)).body)).toEqual([made.shawl.id, made.soap.id, made.lamp.id]);
    expect(ids((await api.get(`${base}&sort_by=price&sort_order=asc`)).body)).toEqual([made.lamp.id, made.soap.id, made.shawl.id]);
    expect(ids((await api.get(`${base}&sort_by=created_at&sort_order=desc`)).body)).toEqual([made.shawl.id, made.lamp.id, made.soap.id]);
  });

  it('GET /api/products answers 422 for a bad price bound or a range whose maximum is below its minimum', async () => {
    for (const [query, field] of [
      ['min_price=abc', 'min_price'],
      ['max_price=-1', 'max_price'],
      ['min_price=1.234', 'min_price'],
      ['min_price=500&max_price=100', 'max_price'],
    ]) {
      const res = await api.get(`/api/products?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
  });
});
