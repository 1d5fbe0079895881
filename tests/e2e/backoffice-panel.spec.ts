import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, MANAGER, PNG, login, field } from './backoffice-support';

// Every back-office page: an h1, no WCAG 2.2 A/AA violation (axe), and no sideways scrolling on a 390 px phone.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function firstProductId(page: Page): Promise<number> {
  const res = await page.request.get('/api/products?per_page=1');
  return (await res.json()).data.data[0].id as number;
}

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  return { found, overflow };
}

const ADMIN_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/products/add',
  '/admin/coupons',
  '/admin/team',
  '/admin/donations',
  '/admin/slides',
  '/admin/audit',
  '/admin/outbox',
  '/admin/no-such-page',
];
/**
 * A paid offline gift with 80G, so the donations list shows its widest row: every column filled and the
 * certificate upload (a visually hidden file input) in the last one.
 */
async function recordWideDonation(page: Page) {
  await page.goto('/admin/donations');
  await page.getByRole('button', { name: 'Record offline donation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record offline donation' });
  await dialog.getByLabel('Donor name *').fill(`Wide Row Donor ${Date.now()}`);
  await dialog.getByLabel('Amount (₹) *').fill('1500');
  await dialog.getByLabel('Email').fill('a.rather.long.mailbox.name@example.org');
  await dialog.getByLabel('Address').fill('Flat 12, Shanti Niketan Apartments, Civil Lines, Kanpur 208001');
  await dialog.getByLabel('Wants an 80G receipt').check();
  await dialog.getByLabel('PAN (required for 80G)').fill('ABCDE1234F');
  await dialog.getByRole('button', { name: 'Record donation' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('main')
      .getByLabel(/^Upload 80G certificate for Wide Row Donor/)
      .first(),
  ).toBeAttached();
}

const MANAGER_PAGES = ['/manager/products', '/manager/products/add', '/manager/orders', '/manager/coupons'];

test('admin pages: one h1, no axe violations, no sideways scrolling at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, ADMIN);
  await recordWideDonation(page);
  const paths = [...ADMIN_PAGES, `/admin/products/edit/${await firstProductId(page)}`];
  const problems: string[] = [];
  for (const path of paths) {
    const { found, overflow } = await checkPage(page, path);
    problems.push(...found);
    if (overflow > 0) problems.push(`${path} is ${overflow}px wider than a 390px screen`);
  }
  expect(problems).toEqual([]);
});

test('manager pages: one h1, no axe violations, no sideways scrolling at 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, MANAGER);
  const paths = [...MANAGER_PAGES, `/manager/products/edit/${await firstProductId(page)}`];
  const problems: string[] = [];
  for (const path of paths) {
    const { found, overflow } = await checkPage(page, path);
    problems.push(...found);
    if (overflow > 0) problems.push(`${path} is ${overflow}px wider than a 390px screen`);
  }
  expect(problems).toEqual([]);
});

test('a missing product or page shows not-found inside the panel, not the public 404', async ({ page }) => {
  await login(page, ADMIN);
  for (const path of ['/admin/products/edit/987654', '/admin/nothing/here', '/manager/products/edit/987654']) {
    await page.goto(path);
    // The message's own heading (an unknown path also titles the header 'Page Not Found').
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the panel' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0); // no public footer
  }
  await page.goto('/admin/products/edit/987654');
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeAttached();
});

test('Logout in the panel header ends the session', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin$/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});

test('a slide is edited in place: text, picture and whether it is shown', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/admin/slides');
  const title = `E2E editable ${Date.now()}`;
  await field(page, 'Title *').fill(title);
  await field(page, 'Image *').setInputFiles({ name: 's.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload Slide' }).click();
  await expect(page.getByText('Slide uploaded successfully!')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  const before = await item.locator('img').getAttribute('src');
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit slide' });
  await dialog.getByLabel('Title *').fill(`${title} (new)`);
  await dialog.getByLabel('Quote', { exact: true }).fill('Service is joy');
  await dialog.getByLabel(/New image/).setInputFiles({ name: 'n.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Shown on the home page').uncheck();
  await dialog.getByRole('button', { name: 'Save slide' }).click();
  await expect(page.getByText('Slide updated successfully')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ hasText: `${title} (new)` });
  await expect(edited).toContainText('Hidden');
  await expect(edited.locator('img')).not.toHaveAttribute('src', before!);
});

test('the audit log reads as who, what, which record and before → after, filtered by person, kind and day', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/admin/products?status=active&sort_by=name&sort_order=asc');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .first();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('1 product(s) set to inactive')).toBeVisible();

  await page.goto('/admin/audit');
  await field(page, 'Kind of record').selectOption('product');
  await expect(page).toHaveURL(/entity_type=product/);
  await field(page, 'Person').selectOption({ label: 'Asha Admin' });
  await expect(page).toHaveURL(/actor_id=\d+/);
  const to = field(page, 'To', { exact: true });
  const now = new Date(Date.now() + 330 * 60 * 1000);
  await to.fill(`${String(now.getUTCDate()).padStart(2, '0')}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear()}`);
  await to.press('Enter');
  await expect(page).toHaveURL(/to=/);
  const entry = page.getByRole('listitem').filter({ hasText: 'Changed product status' }).first();
  await expect(entry).toContainText(/Product #\d+/);
  await expect(entry).toContainText('active');
  await expect(entry).toContainText('→');
  await expect(entry).toContainText('inactive');
  await expect(page.locator('pre')).toHaveCount(0); // no raw JSON
});
