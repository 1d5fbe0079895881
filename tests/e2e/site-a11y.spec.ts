import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// WCAG 2.1 A/AA rules on every public page, header and footer included.
const scan = (page: import('@playwright/test').Page, tags: string[]) => new AxeBuilder({ page }).withTags(tags).analyze();
for (const path of [
  '/',
  '/about',
  '/shop',
  '/shop?category=decorative',
  '/faq',
  '/contact',
  '/documents/cert80g',
  '/term&conditions',
  '/privacy-policy',
]) {
  test(`no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    const results = await scan(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('no WCAG A/AA violations on a product page and its open policy dialog', async ({ page, request }) => {
  const list = await (await request.get('/api/products?search=bell')).json();
  await page.goto(`/shop/product/${list.data.data[0].id}`);
  const check = async () =>
    (await scan(page, ['wcag2a', 'wcag2aa'])).violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  expect(await check()).toEqual([]);
  await page.getByRole('button', { name: 'Shipping Policy' }).click();
  expect(await check()).toEqual([]);
});
