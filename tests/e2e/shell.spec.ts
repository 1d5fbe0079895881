import { expect, test } from '@playwright/test';

test('an unknown path shows Page Not Found with status 404 and a way home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('permission denied page explains and links home', async ({ page }) => {
  await page.goto('/permission-denied');
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

test('a signed-out visitor of /admin is sent to sign in, and back to /admin after it', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the public shell: navigation, footer, test-mode banner', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('test-mode-banner')).toHaveText('Test mode: no money is taken');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'JOIN US' })).toHaveAttribute('href', '/auth');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: "FAQ's" })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Civil Lines, Kanpur/ })).toHaveAttribute('href', /maps/);
  await expect(footer.getByText(`© ${new Date().getFullYear()} Seva Sankalp Foundation. All rights reserved.`)).toBeVisible();
});

test('the mobile menu opens below 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('at 390 px the header fits the screen in both languages, and the menu holds the language switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/', '/hi/shop']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'मेनू खोलें' }).click();
  await page
    .locator('#mobile-menu')
    .getByRole('link', { name: /English$/ })
    .click();
  await expect(page).toHaveURL(/\d\/shop$/);
});

test('GET /api/health answers JSON from the production server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect((await res.json()).data.database.ok).toBe(true);
  const missing = await request.get('/api/definitely-missing');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).success).toBe(false);
});
