import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login } from './backoffice-support';

// PAN kept safe in the back-office (issue 34, item 9): the donations list shows ABCPE••••F, finds a gift by its
// exact PAN only, and the office's "Re-check 80G receipts" answers what it did.

test('the back-office donations list masks the PAN, finds it by the exact value only, and re-checks 80G receipts', async ({
  page,
  request,
}) => {
  const pan = `MASKE${String(Math.floor(Math.random() * 9000) + 1000)}K`;
  const name = `Pan Donor ${Date.now()}`;
  const token = await apiToken(request, ADMIN);
  const res = await request.post('/api/donations', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      email: 'pan-donor@example.test',
      phone: '9811111118',
      address: 'Kanpur',
      pan,
      want80G: true,
      amount: 2500,
      payment_mode: 'cheque',
    },
  });
  expect(res.status()).toBe(201);
  expect((await res.json()).data.pan).toBe(pan);

  await login(page, ADMIN);
  await page.goto(`/admin/donations?search=${pan}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${pan.slice(0, 5)}••••${pan.slice(-1)}`);
  await expect(page.getByRole('main')).not.toContainText(pan);

  await page.goto(`/admin/donations?search=${pan.slice(0, 8)}`);
  await expect(page.getByRole('main').getByText('0 donation(s)')).toBeVisible();

  await page.getByRole('button', { name: 'Re-check 80G receipts' }).click();
  await expect(page.getByRole('status').filter({ hasText: /receipt/ })).toBeVisible();
});
