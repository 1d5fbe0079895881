// Who may call what: every /api route and method as guest, user (the owner of the fixtures), another user,
// a manager and an admin, with an empty JSON body. The table below is the contract; a route file without a
// row, a row without a route file, or any status that differs fails. MATRIX_PRINT=1 prints what was observed.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { issueApiToken } from '@/lib/server/accounts/tokens';
import { api, call } from '@/tests/support/api';
import { API_METHODS, apiRouteTemplates, fillTemplate, type ApiMethod } from '@/tests/support/api-routes';
import { orderPayload } from '@/tests/support/checkout';
import { createProduct } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';
import { EXPECTED, type Row } from './authorization-matrix.table';

const WHO = ['guest', 'user', 'other', 'manager', 'admin'] as const;
let people: Record<Exclude<(typeof WHO)[number], 'guest'>, TestUser>;
let fixture: Record<string, string>;

beforeAll(async () => {
  people = {
    user: await createUser('user'),
    other: await createUser('user'),
    manager: await createUser('manager'),
    admin: await createUser('admin'),
  };
  const product = await createProduct({ pricePaise: 10_000, stock: 1000 });
  const order = await api.post('/api/orders', {
    token: people.user.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod' }),
  });
  expect(order.status).toBe(201);
  // A COD order's invoice is issued when it ships: the invoice routes get a shipped order of the owner's.
  const invoiced = await api.post('/api/orders', {
    token: people.user.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod' }),
  });
  const shipping = { token: people.manager.token, body: { status: 'shipped' } };
  expect((await api.put(`/api/orders/${invoiced.body.data.id}/status`, shipping)).status).toBe(200);
  fixture = {
    // the owner's order, a real product, the manager as team member; other ids do not exist (2147483000)
    '/api/orders/[id]/print-invoice': String(invoiced.body.data.id),
    '/api/orders/': String(order.body.data.id),
    '/api/invoices/': String(invoiced.body.data.id),
    '/api/products/': String(product.id),
    '/api/team-members/': String(people.manager.id),
    orderNumber: order.body.data.order_number,
  };
});

function pathFor(template: string): string {
  const prefix = Object.keys(fixture).find((p) => template.startsWith(p));
  return fillTemplate(template, (param) => {
    if (param === 'orderNumber') return fixture.orderNumber;
    if (param === 'slug') return 'no/such/route';
    if (param === 'txnid') return 'T0XNOPE';
    return prefix ? fixture[prefix] : '2147483000';
  });
}

async function observe(template: string, method: ApiMethod): Promise<Row> {
  const statuses: number[] = [];
  for (const who of WHO) {
    // Logging out revokes the token it is called with: that row gets a throwaway token of the same person.
    const token =
      who === 'guest'
        ? undefined
        : template === '/api/logout'
          ? await issueApiToken(await getDb(), people[who].id, 'matrix')
          : people[who].token;
    const res = await call(method, pathFor(template), {
      token,
      headers: { 'x-forwarded-for': `192.0.2.${WHO.indexOf(who) + 1}` },
      ...(method === 'GET' ? {} : { body: {} }),
    });
    statuses.push(res.status);
  }
  return statuses as unknown as Row;
}

describe('authorization matrix of /api', () => {
  const templates = apiRouteTemplates();

  it('has one row per route file, and no row without one', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(templates);
  });

  it('answers every route, method and identity as the table says', async () => {
    const observed: Record<string, Partial<Record<ApiMethod, Row>>> = {};
    const mismatches: string[] = [];
    let cells = 0;
    for (const template of templates) {
      observed[template] = {};
      for (const method of API_METHODS) {
        const row = await observe(template, method);
        cells += row.length;
        const expected = EXPECTED[template]?.[method] ?? [405, 405, 405, 405, 405];
        if (row.some((s) => s !== 405)) observed[template][method] = row;
        if (JSON.stringify(row) !== JSON.stringify(expected))
          mismatches.push(`${method} ${template}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(row)}`);
      }
    }
    if (process.env.MATRIX_PRINT) console.log(`MATRIX ${JSON.stringify(observed)}`);
    console.log(
      `[matrix] ${templates.length} routes x ${API_METHODS.length} methods x ${WHO.length} identities = ${cells} cells, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  }, 300_000);
});
