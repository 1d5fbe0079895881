import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, MANAGER } from './backoffice-support';
import { expectFitsPhone, PHONE } from './phone-support';

// Issue 37 item 1, the office's half: the back-office lists on a 390 px phone hold a 200-character product
// name and a long e-mail address without the page scrolling sideways; below 768 px each row of a list is a card
// whose cells stack, each led by its column's name.

test.use({ viewport: PHONE });

const tag = randomBytes(3).toString('hex');
const LONG_NAME =
  `Handwoven Banarasi silk and cotton table runner with zari border ${tag} Extraordinarilylongunbrokenwordwithoutanyspaces `.padEnd(
    200,
    'and more words ',
  );
const EMAIL = `office.fit.buyer.with.a.long.address.${tag}@mail.a-very-long-subdomain-of-the-foundation.example.org.in`;

test.beforeAll(async ({ request }) => {
  const admin = await apiToken(request, ADMIN);
  const made = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: LONG_NAME, price: '449', category: 'crafts', stock_quantity: '50', sku: `OFIT-${tag}` },
  });
  expect(made.status()).toBe(201);
  const productId = (await made.json()).data.id;
  const password = 'a long pass phrase';
  const registered = await request.post('/api/register', {
    data: {
      name: 'Lakshmi Narayanan Venkataraman',
      email: EMAIL,
      phone: '9876500073',
      address: '4 Mall Road, Kanpur',
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status()).toBe(201);
  const buyer = (await registered.json()).token as string;
  const order = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${buyer}` },
    data: {
      shipping_name: 'Lakshmi Narayanan Venkataraman',
      shipping_email: EMAIL,
      shipping_phone: '9876500073',
      shipping_address: '4 Mall Road',
      shipping_city: 'Kanpur',
      shipping_state: 'Uttar Pradesh',
      shipping_postal_code: '208001',
      shipping_country: 'India',
      payment_method: 'cod',
      items: [{ product_id: productId, quantity: 1 }],
    },
  });
  expect(order.status()).toBe(201);
});

const ADMIN_LISTS = [
  '/admin',
  '/admin/products',
  '/admin/orders',
  '/admin/donations',
  '/admin/coupons',
  '/admin/team',
  '/admin/outbox',
  '/admin/audit',
  '/admin/slides',
];

test('the admin lists fit 390 px with a 200-character product name and a long e-mail', async ({ page }) => {
  await login(page, ADMIN);
  for (const path of ADMIN_LISTS) {
    const search = path === '/admin/products' ? `?search=${tag}` : path === '/admin/orders' ? `?search=${encodeURIComponent(EMAIL)}` : '';
    await page.goto(`${path}${search}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page, path);
  }
  await page.goto(`/admin/products?search=${tag}`);
  await expect(page.getByRole('main').getByText(LONG_NAME.trim().slice(0, 40))).toBeVisible();
  // Each row is a card: its cells stack, each led by its column's name, and nothing scrolls sideways.
  const list = page.getByRole('region', { name: 'Products' });
  const row = list.getByRole('row').filter({ hasText: LONG_NAME.trim().slice(0, 40) });
  await expect(row.getByRole('cell').nth(1)).toHaveAttribute('data-label', 'Product');
  const before = await row
    .getByRole('cell')
    .nth(4)
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(before).toBe('"Stock"');
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const [first, second] = await Promise.all([row.getByRole('cell').nth(1).boundingBox(), row.getByRole('cell').nth(2).boundingBox()]);
  expect(second!.y, 'the cells stack').toBeGreaterThan(first!.y);
});

test('the manager lists fit 390 px too', async ({ page }) => {
  await login(page, MANAGER);
  for (const path of ['/manager', `/manager/products?search=${tag}`, '/manager/orders', '/manager/coupons']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page, path);
  }
});
