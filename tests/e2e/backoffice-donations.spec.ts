import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, field } from './backoffice-support';

const istToday = () => {
  const now = new Date(Date.now() + 330 * 60 * 1000);
  return `${String(now.getUTCDate()).padStart(2, '0')}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear()}`;
};

test('the donations list pages through more than 200 rows on the server, with addresses and India-day filters', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, ADMIN);
  const tag = `Paged${Date.now()}`;
  const total = 205;
  // One at a time: the embedded database serves one query at a time anyway.
  for (let n = 1; n <= total; n++) {
    const res = await request.post('/api/donations', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `${tag} donor ${n}`, amount: 100 + n, payment_mode: 'bank_transfer', address: `${n} Mall Road, Kanpur` },
    });
    expect(res.status()).toBe(201);
  }

  await login(page, ADMIN);
  await page.goto(`/admin/donations?search=${tag}`);
  await expect(page.getByRole('main').getByText(`${total} donation(s)`)).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(25);
  await expect(page.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  await expect(rows.first()).toContainText('Mall Road, Kanpur');

  await field(page, 'Per page').selectOption('100');
  await expect(page).toHaveURL(/per_page=100/);
  await expect(rows).toHaveCount(100);
  const pages = page.getByRole('navigation', { name: 'Donation pages' });
  await pages.getByRole('link', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(rows).toHaveCount(5);
  await expect(pages.getByRole('link', { name: '3', exact: true })).toHaveAttribute('aria-current', 'page');
  // Newest first: the first five donations are on the last page.
  await expect(page.getByText(`${tag} donor 1`, { exact: true })).toBeVisible();

  // To = today (inclusive, India time) keeps them all; From = tomorrow leaves none. Typed as dd/mm/yyyy.
  const to = field(page, 'To', { exact: true });
  await expect(to).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await to.fill(istToday());
  await to.press('Enter');
  await expect(page).toHaveURL(/to=/);
  await expect(page.getByRole('main').getByText(`${total} donation(s)`)).toBeVisible();
  const from = field(page, 'From', { exact: true });
  await from.fill('31/02/2026');
  await from.press('Enter');
  await expect(page.getByText('Please enter a date as dd/mm/yyyy.')).toBeVisible();
  const tomorrow = new Date(Date.now() + 330 * 60 * 1000 + 24 * 60 * 60 * 1000);
  await from.fill(
    `${String(tomorrow.getUTCDate()).padStart(2, '0')}/${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}/${tomorrow.getUTCFullYear()}`,
  );
  await from.press('Enter');
  await expect(page.getByText('No donations match these filters.')).toBeVisible();

  // Form 10BD: a financial-year choice drives the export link.
  const fy = field(page, 'Form 10BD year');
  const options = await fy.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  const other = options[1].replace('FY ', '');
  await fy.selectOption(other);
  await expect(page.getByRole('link', { name: `Form 10BD ${other} (CSV)` })).toHaveAttribute(
    'href',
    `/api/donations/form-10bd?fy=${other}`,
  );
});
