import { expect, test } from '@playwright/test';
import { ADMIN, MANAGER, login } from './backoffice-support';

// Issue 24 item 12: every back-office page names itself (the browser tab, history), not "Admin panel".
const SITE = 'Seva Sankalp Foundation';

test('admin pages are titled by their section', async ({ page }) => {
  await login(page, ADMIN);
  const expected: [string, string][] = [
    ['/admin', 'Dashboard'],
    ['/admin/orders', 'Orders'],
    ['/admin/products', 'Products'],
    ['/admin/products/add', 'Add Product'],
    ['/admin/coupons', 'Coupons & Discounts'],
    ['/admin/team', 'Team Members'],
    ['/admin/donations', 'Donations'],
    ['/admin/donations/certificates', '10BE certificates'],
    ['/admin/slides', 'Slides'],
    ['/admin/outbox', 'Mail outbox'],
    ['/admin/audit', 'Audit log'],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    expect(await page.title(), path).toBe(`${title} | Admin panel | ${SITE}`);
  }
  const list = await (await page.request.get('/api/products?per_page=1')).json();
  await page.goto(`/admin/products/edit/${list.data.data[0].id}`);
  expect(await page.title()).toBe(`Edit Product | Admin panel | ${SITE}`);
  await page.goto('/admin/no-such-section');
  expect(await page.title()).toBe(`Page Not Found | Admin panel | ${SITE}`);
});

test('manager pages are titled by their tab', async ({ page }) => {
  await login(page, MANAGER);
  for (const [path, title] of [
    ['/manager/products', 'Products'],
    ['/manager/products/add', 'Add Product'],
    ['/manager/orders', 'Orders'],
    ['/manager/coupons', 'Coupons & Discounts'],
  ]) {
    await page.goto(path);
    expect(await page.title(), path).toBe(`${title} | Manager panel | ${SITE}`);
  }
});
