import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';

// WCAG 2.2 A/AA (axe) on every public page, header and footer included, on a desktop and a 390 px phone.
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/shop',
  '/shop?category=decorative',
  '/shop?page=2',
  '/shop?search=brass',
  '/faq',
  '/contact',
  '/documents/cert80g',
  '/documents/unknown-document',
  '/term&conditions',
  '/privacy-policy',
  '/donations',
  '/track',
  '/auth',
  '/cart',
  '/checkout/failure',
  '/checkout/cancel',
  '/permission-denied',
  '/no-such-page',
];

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`no WCAG 2.2 A/AA violations on any public page (${viewport})`, async ({ page }) => {
    test.setTimeout(240_000); // twenty pages, each scanned in full
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test('no WCAG 2.2 A/AA violations on a product page and its open policy dialog', async ({ page, request }) => {
  const list = await (await request.get('/api/products?search=bell')).json();
  await page.goto(`/shop/product/${list.data.data[0].id}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Shipping Policy' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('focus returns to the opener after the policy dialog and the frequency popup close', async ({ page }) => {
  await page.goto('/donations');
  const policy = page.getByLabel(/I have read and agree to the Refund & Cancellation Policy/);
  await policy.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Refund & Cancellation Policy' });
  await dialog.getByRole('button', { name: 'I Agree & Accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(policy).toBeFocused();
  await expect(policy).toBeChecked();

  await page.getByRole('button', { name: '₹500', exact: true }).click();
  await page.getByLabel('Full name *').fill('Focus Tester');
  await page.getByLabel('Phone *').fill('9876543210');
  await page.getByLabel('Email *').fill('focus@example.test');
  await page.getByLabel('Address *').fill('14 Mall Road, Kanpur');
  const submit = page.getByRole('button', { name: /^Donate/ });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Make it a regular gift?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Make it a regular gift?' })).toBeHidden();
  await expect(submit).toBeFocused();
});
