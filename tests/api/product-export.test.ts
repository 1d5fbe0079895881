import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { makeProduct, uniq } from '@/tests/support/backoffice';

let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  [manager, user] = await Promise.all([createUser('manager'), createUser('user')]);
});

describe('GET /api/admin/products/export', () => {
  it('answers the whole filtered list as CSV for staff, prices in rupees before GST and as shown, formulas neutralised', async () => {
    const tag = uniq('exp');
    await makeProduct({ name: `${tag} one`, pricePaise: 12345, status: 'inactive' });
    await makeProduct({ name: `=HYPERLINK("x") ${tag}`, pricePaise: 100, status: 'inactive' });
    await makeProduct({ name: `${tag} active`, status: 'active' });
    const res = await api.get(
      `/api/admin/products/export?search=${encodeURIComponent(tag)}&status=inactive&sort_by=price&sort_order=desc`,
      { token: manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,sku,category,price,price_incl_gst,stock_quantity,status,created_at,hsn_code,gst_rate');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag} one`);
    // Stored (shown) ₹123.45 at 18% is ₹104.62 before GST.
    expect(lines[1]).toContain(',104.62,123.45,');
    expect(lines[2]).toMatch(/^\d+,"'=HYPERLINK\(""x""\)/);
    expect(lines.join('\n')).not.toContain(`${tag} active`);
  });

  it('refuses a user (403) and a guest (401)', async () => {
    expect((await api.get('/api/admin/products/export', { token: user.token })).status).toBe(403);
    expect((await api.get('/api/admin/products/export')).status).toBe(401);
  });
});
