import { expect, test, type Page } from '@playwright/test';

// Issue 24 items 7, 8 and 12 on the production server: our own CSP blocks nothing on our own pages (the
// registration-document viewer's PDF, the contact map, zod's eval probe on form pages), and every public
// page has its own title (the site's name once) and, when indexable, a canonical link.

const SITE = 'Seva Sankalp Foundation';
const HOME_TITLE = `${SITE} | Education, livelihood and environment`;

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/shop',
  '/shop?category=decorative',
  '/shop?search=brass',
  '/shop/saved',
  '/faq',
  '/contact',
  '/documents/cert80g',
  '/documents/cert12a',
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

/** Records every securitypolicyviolation of the page (from its first script on). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

async function productPath(page: Page): Promise<string> {
  const list = await (await page.request.get('/api/products?per_page=1')).json();
  return `/shop/product/${list.data.data[0].id}`;
}

test('no public page raises a CSP violation, form pages and the document viewer included', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  const found: string[] = [];
  for (const path of [...PUBLIC_PAGES, await productPath(page)]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await violations()).map((v) => `${path}: ${v}`));
  }
  expect(found).toEqual([]);
});

test('the registration-document viewer shows its PDF: the page may embed it, the PDF may be framed by our pages only', async ({ page }) => {
  const violations = await watchCsp(page);
  const pdf = page.waitForResponse((r) => r.url().endsWith('/documents/cert80g.pdf'));
  await page.goto('/documents/cert80g');
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(await violations()).toEqual([]);
  // Everything else still refuses plugins and framing.
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("object-src 'none'");
  expect(home.headers()['x-frame-options']).toBe('DENY');
});

test('the contact page frames the Google map when asked, without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/contact');
  // The frame's request is made only once the CSP has let the frame load (a frame-src refusal is reported
  // instead). Not networkidle: with no internet the map's request may hang until the test's timeout.
  const mapRequest = page.waitForRequest((r) => r.url().startsWith('https://www.google.com/maps'));
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toHaveCount(1);
  await mapRequest;
  expect(await violations()).toEqual([]);
});

test.describe('titles and canonical links', () => {
  const titleOf = async (page: Page, path: string) => {
    await page.goto(path);
    return page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      noindex: [...document.querySelectorAll('meta[name="robots"]')].some((m) => (m.getAttribute('content') ?? '').includes('noindex')),
    }));
  };

  test('every public page has its own title with the site name once; indexable pages have a canonical link', async ({ page }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    for (const path of [...PUBLIC_PAGES, await productPath(page)]) {
      const { title, canonical, noindex } = await titleOf(page, path);
      expect(title.split(SITE).length - 1, `${path}: ${title}`).toBe(1);
      if (path !== '/') expect(title, path).not.toBe(HOME_TITLE);
      if (!noindex) expect(canonical, `${path} has no canonical link`).toBeTruthy();
      titles.set(path, title);
    }
    expect(titles.get('/donations')).toBe(`Donate | ${SITE}`);
    expect(titles.get('/no-such-page')).toBe(`Page Not Found | ${SITE}`);
  });

  test('/donations names itself once and points its canonical link at /donations', async ({ page }) => {
    const { title, canonical } = await titleOf(page, '/donations');
    expect(title).toBe(`Donate | ${SITE}`);
    expect(new URL(canonical!).pathname).toBe('/donations');
  });

  test('the shop and product 404s carry their own titles, not the home page’s', async ({ page }) => {
    const pastEnd = await page.goto('/shop?page=999');
    expect(pastEnd!.status()).toBe(404);
    expect(await page.title()).toBe(`Shop Page Not Found | ${SITE}`);
    const missing = await page.goto('/shop/product/999999');
    expect(missing!.status()).toBe(404);
    expect(await page.title()).toBe(`Product Not Found | ${SITE}`);
    const categoryPastEnd = await page.goto('/shop?category=decorative&page=999');
    expect(categoryPastEnd!.status()).toBe(404);
    expect(await page.title()).toBe(`Shop Page Not Found | ${SITE}`);
  });
});
