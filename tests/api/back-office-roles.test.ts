import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';

// DESIGN.md §5 in one table: managers (and admins) manage products, orders and coupons; only admins manage
// team members, donations, slides, refunds, the mail outbox and the audit log. Users get 403, guests 401.
// Requests use ids that do not exist: a caller that passes the role check then gets 404 or 422, never 2xx
// by accident, and nothing is changed.

type Row = { method: 'get' | 'post' | 'put' | 'delete'; path: string; body?: unknown; manager: 'allowed' | 'forbidden' };

const MISSING = 987654321;
const ROWS: Row[] = [
  { method: 'post', path: '/api/products', body: {}, manager: 'allowed' },
  { method: 'put', path: `/api/products/${MISSING}`, body: { price: 10 }, manager: 'allowed' },
  { method: 'delete', path: `/api/products/${MISSING}`, manager: 'allowed' },
  { method: 'put', path: `/api/products/${MISSING}/status`, body: { status: 'active' }, manager: 'allowed' },
  { method: 'put', path: `/api/products/${MISSING}/stock`, body: { stock_quantity: 1 }, manager: 'allowed' },
  { method: 'post', path: '/api/products/bulk-delete', body: { ids: [MISSING] }, manager: 'allowed' },
  { method: 'post', path: '/api/products/bulk-status', body: { ids: [MISSING], status: 'inactive' }, manager: 'allowed' },
  { method: 'get', path: '/api/coupons', manager: 'allowed' },
  { method: 'post', path: '/api/coupons', body: {}, manager: 'allowed' },
  { method: 'get', path: `/api/coupons/${MISSING}`, manager: 'allowed' },
  { method: 'put', path: `/api/coupons/${MISSING}`, body: {}, manager: 'allowed' },
  { method: 'delete', path: `/api/coupons/${MISSING}`, manager: 'allowed' },
  { method: 'get', path: `/api/coupons/${MISSING}/usage-history`, manager: 'allowed' },
  { method: 'get', path: '/api/admin/orders', manager: 'allowed' },
  { method: 'put', path: `/api/orders/${MISSING}/status`, body: { status: 'shipped' }, manager: 'allowed' },
  { method: 'post', path: `/api/orders/${MISSING}/refund`, body: {}, manager: 'forbidden' },
  { method: 'get', path: '/api/team-members', manager: 'forbidden' },
  { method: 'put', path: `/api/team-members/${MISSING}`, body: { name: 'x' }, manager: 'forbidden' },
  { method: 'delete', path: `/api/team-members/${MISSING}`, manager: 'forbidden' },
  { method: 'put', path: `/api/slides/${MISSING}`, body: { title: 'x' }, manager: 'forbidden' },
  { method: 'delete', path: `/api/slides/${MISSING}`, manager: 'forbidden' },
  { method: 'post', path: '/api/slides/reorder', body: { ids: [MISSING] }, manager: 'forbidden' },
  { method: 'get', path: '/api/donations', manager: 'forbidden' },
  { method: 'post', path: '/api/donations', body: {}, manager: 'forbidden' },
  { method: 'post', path: `/api/donations/${MISSING}/certificate`, body: {}, manager: 'forbidden' },
  { method: 'get', path: '/api/donations/export', manager: 'forbidden' },
  { method: 'get', path: '/api/donations/form-10bd', manager: 'forbidden' },
  { method: 'get', path: '/api/admin/dashboard', manager: 'forbidden' },
  { method: 'get', path: '/api/admin/mail-outbox', manager: 'forbidden' },
  { method: 'post', path: `/api/admin/mail-outbox/${MISSING}/retry`, manager: 'forbidden' },
  { method: 'get', path: '/api/admin/audit-log', manager: 'forbidden' },
];

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

const call = (row: Row, token?: string) => api[row.method](row.path, { token, body: row.body });
const passedRoleCheck = (status: number) => status !== 401 && status !== 403 && status < 500;

describe('back-office role matrix', () => {
  for (const row of ROWS) {
    const label = `${row.method.toUpperCase()} ${row.path.replace(String(MISSING), '{id}')}`;
    it(`${label}: admin allowed, manager ${row.manager}, user 403, guest 401`, async () => {
      expect(passedRoleCheck((await call(row, admin.token)).status)).toBe(true);
      const asManager = (await call(row, manager.token)).status;
      if (row.manager === 'allowed') expect(passedRoleCheck(asManager)).toBe(true);
      else expect(asManager).toBe(403);
      expect((await call(row, user.token)).status).toBe(403);
      expect((await call(row)).status).toBe(401);
    });
  }
});
