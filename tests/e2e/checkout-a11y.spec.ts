import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// WCAG 2.1 A/AA on the cart, checkout, result and tracking pages.
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

test('no WCAG A/AA violations on /track, /checkout/failure, /cart and /checkout', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/track');
  expect(await violations(page)).toEqual([]);
  await page.goto('/checkout/failure');
  expect(await violations(page)).toEqual([]);

  await page.goto('/auth');
  await page.getByLabel('Email').fill('user@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  const products = await (await page.request.get('/api/products?search=bell')).json();
  await page.request.delete('/api/cart/clear');
  expect((await page.request.post('/api/cart/add', { data: { product_id: products.data.data[0].id } })).status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByText('Order Summary')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.request.delete('/api/cart/clear');
});
