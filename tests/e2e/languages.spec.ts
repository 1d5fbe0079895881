import { expect, test } from '@playwright/test';
import { signInAsShopper, firstAddableCard } from './shopper-support';

// Issue 27: English at the plain addresses, Hindi under /hi; the switch, the remembered choice, the offer
// to a Hindi browser, and what search engines read.

test('Hindi pages say so: <html lang>, canonical per language, hreflang alternates, og:locale', async ({ page, request }) => {
  await page.goto('/hi/shop?category=crafts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/shop\?category=crafts$/);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/shop\?category=crafts$/);
  await expect(head.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/hi\/shop\?category=crafts$/);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\d\/shop\?category=crafts$/);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');

  await page.goto('/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\d\/shop$/);

  // One address per English page: /en/... is sent to the plain one.
  const en = await request.get('/en/shop', { maxRedirects: 0 });
  expect(en.status()).toBe(308);
  expect(en.headers().location).toBe('/shop');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/hi\/shop<\/loc>/);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="hi" href="[^"]*\/hi\/donations"/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /hi/checkout');
});

test('an unknown Hindi address is the 404 page in Hindi', async ({ page }) => {
  const res = await page.goto('/hi/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test('the Hindi legal pages: the privacy notice and the terms translated, each with a note that the English text applies', async ({
  page,
}) => {
  await page.goto('/hi/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeVisible();
  await expect(page.getByText('अंतिम अद्यतन 1 अप्रैल 2025')).toBeVisible();
  await expect(page.getByTestId('legal-english-only')).toHaveText('यह अनुवाद है; अंग्रेज़ी पाठ से अंतर होने पर अंग्रेज़ी पाठ लागू होगा।');
  await expect(page.getByRole('heading', { name: 'हम क्या लेते हैं' })).toBeVisible();
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);

  await page.goto('/hi/term&conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
  await expect(page.getByTestId('legal-english-only')).toHaveText('यह अनुवाद है; अंग्रेज़ी पाठ से अंतर होने पर अंग्रेज़ी पाठ लागू होगा।');
  await expect(page.getByRole('heading', { name: 'लागू क़ानून' })).toBeVisible();
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);

  // English stays as it was: no note, no lang mark.
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated 1 April 2025')).toBeVisible();
  await expect(page.getByTestId('legal-english-only')).toHaveCount(0);
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);
});

test('the Hindi permission-denied page', async ({ page }) => {
  await page.goto('/hi/permission-denied');
  await expect(page.getByRole('heading', { name: 'अनुमति नहीं है' })).toBeVisible();
  await expect(page.getByText('आपको इस पेज को देखने की अनुमति नहीं है।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'मुखपृष्ठ पर जाएँ' })).toHaveAttribute('href', /^\/hi\/?$/);
});

test('the switch keeps the page and its query, and the choice is remembered for the next visit', async ({ page, context }) => {
  await page.goto('/shop?category=crafts&page=1');
  await page.getByRole('banner').getByRole('link', { name: /हिंदी/ }).first().click();
  await expect(page).toHaveURL(/\/hi\/shop\?category=crafts&page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('hi');

  // A later visit that arrives from elsewhere on an English address is taken to the Hindi one.
  const later = await context.newPage();
  await later.goto('/donations');
  await expect(later).toHaveURL(/\/hi\/donations$/);

  // Switching back to English is remembered the same way.
  await later
    .getByRole('banner')
    .getByRole('link', { name: /English/ })
    .first()
    .click();
  await expect(later).toHaveURL(/\d\/donations$/);
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
});

test("Devanagari is drawn in fonts the site ships: the switch's हिंदी on English pages, all text on Hindi ones", async ({ page }) => {
  // The families are named after the exports of app/fonts/noto-sans-devanagari.ts. A browser fetches a web
  // font only when text on screen needs it, so "loaded" says the letters were drawn with it, not with
  // whatever the system has (this machine's Chromium has no Devanagari font: the label used to be blank).
  const loadedFonts = () => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: /हिंदी/ }).first()).toBeVisible();
  await expect.poll(loadedFonts).toContain('hindiLabelFont');
  expect(await loadedFonts()).not.toContain('notoSansDevanagari'); // the whole font stays off English pages

  await page.goto('/hi/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(loadedFonts).toContain('notoSansDevanagari');
  expect(await loadedFonts()).not.toContain('hindiLabelFont');
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered Hindi on its first visit, never taken there; declining is remembered', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Language / भाषा' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\d\/$/); // still English
    await offer.getByRole('button', { name: 'Continue in English' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(offer).toBeHidden();
  });
});

test('the cart survives switching language mid-way', async ({ page }) => {
  await signInAsShopper(page);
  await page.goto('/shop');
  const { card } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: /हिंदी/ }).first().click();
  await expect(page).toHaveURL(/\/hi\/shop$/);
  await expect(page.getByRole('banner').getByTestId('header-cart-count').first()).toHaveText('1');
});

test('about, FAQ, contact and the document viewer read in Hindi under /hi', async ({ page }) => {
  await page.goto('/hi/about');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
  await expect(page.getByText('हम कौन हैं', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'हमारा मिशन' })).toBeVisible();
  const docs = page.getByRole('region', { name: 'कंपनी के दस्तावेज़' });
  await expect(docs.getByRole('link', { name: /80G प्रमाणपत्र/ })).toHaveAttribute('href', '/hi/documents/cert80g');

  await page.goto('/hi/documents/cert80g');
  await expect(page.getByRole('heading', { level: 1, name: '80G प्रमाणपत्र' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute('href', '/documents/cert80g.pdf');
  await expect(page.getByRole('button', { name: 'वापस जाएँ' })).toBeVisible();

  await page.goto('/hi/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
  await expect(page.getByText('मैं दान कैसे करूँ?', { exact: true })).toBeVisible();

  await page.goto('/hi/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
  await expect(page.getByLabel('आपका नाम', { exact: true })).toBeVisible();
  await expect(page.getByLabel('ईमेल पता', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'नक्शा दिखाएँ' })).toBeVisible();
});
