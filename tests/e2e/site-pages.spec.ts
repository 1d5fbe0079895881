import { PUBLIC_SHARED_CACHE_CONTROL } from '@/lib/config/shared-cache';
import { expect, test } from '@playwright/test';

test('home: Donate Now, stats, four initiatives, seeded carousel slides, testimonials', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donations');
  for (const label of ['Happy Children', 'Volunteers', 'Our Products & Gifts'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  // The counted figures are shown only when there is something to count (never "0 Active Donors").
  const figures = await page
    .getByRole('region', { name: 'Our impact' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent?.trim())));
  expect(figures.map(([, label]) => label)).not.toContain('Active Donors');
  for (const [value] of figures) expect(value).not.toBe('0');
  for (const name of ['STEER', 'Awakening Shakti', 'Kshudha Nivarana', 'Nurturing Nature'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Every child deserves a classroom' })).toBeVisible();
  await expect(page.getByTestId('testimonial-track').locator('li')).toHaveCount(18);
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld!)['@type']).toBe('NGO');
});

test('the carousel sends only the first slide picture with the page; the next one follows once it has loaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const slidePictures = (markup: string) => [...markup.matchAll(/<img[^>]*slides%2F(slide-\d)/g)].map((m) => m[1]);
  expect(slidePictures(html)).toEqual(['slide-1']);
  await page.goto('/');
  const slides = page.locator('[aria-roledescription="slide"]');
  await expect(slides.nth(0).locator('img')).toHaveCount(1);
  await expect(slides.nth(1).locator('img')).toHaveCount(1);
  await expect(slides.nth(1).locator('img')).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: /slide 3/i }).click();
  await expect(slides.nth(2).locator('img')).toHaveCount(1);
});

test('the volunteer accordion keeps one reason open at a time', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('details[name="volunteer"]');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open');
});

test('FAQ: ten items, one open at a time, with the 12-hour mistaken donation answer of the terms', async ({ page }) => {
  await page.goto('/faq');
  const items = page.locator('details[name="faq"]');
  await expect(items).toHaveCount(10);
  await page.getByText('I made a donation by mistake. What can I do?').click();
  await expect(page.getByText(/within 12 hours/)).toBeVisible();
  await page.getByText('How long does delivery take?').click();
  await expect(page.getByText(/within 12 hours/)).toBeHidden();
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(1);
  await expect(page.getByRole('complementary').getByRole('link', { name: /@/ })).toBeVisible();
});

test('about: tabs, nine documents opening the viewer', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/shop');
  await page.getByRole('tab', { name: 'Our Vision' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Kanpur where no child');
  await page.getByRole('tab', { name: 'Our History' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('empowerment, education and environment');
  const docs = page.getByRole('region', { name: 'Company documents' }).getByRole('link');
  await expect(docs).toHaveCount(9);
  await docs.filter({ hasText: '80G certificate' }).click();
  await expect(page).toHaveURL(/\/documents\/cert80g$/);
  await expect(page.getByRole('heading', { level: 1, name: '80G certificate' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/documents/cert80g.pdf');
  await expect(page.getByText(/Sample document/)).toBeVisible();
  expect((await page.request.get('/documents/cert80g.pdf')).headers()['content-type']).toContain('application/pdf');
});

test('document viewer: tan opens without a card; an unknown id shows Document Not Found with Go Back', async ({ page }) => {
  await page.goto('/documents/tan');
  await expect(page.getByRole('heading', { level: 1, name: 'TAN allotment' })).toBeVisible();
  await page.goto('/about');
  const res = await page.goto('/documents/passport');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('contact: a valid message is sent and the fields are cleared', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /Kanpur/ }).first()).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByLabel('Your name').fill('Asha Verma');
  await page.getByLabel('Email address').fill('asha@example.net');
  await page.getByLabel('Subject').fill('Volunteering');
  await page.getByRole('textbox', { name: 'Message' }).fill('I can teach on Saturdays.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('contact: required fields are checked in the browser and on the server', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await page.getByLabel('Your name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await page.getByLabel('Your name').fill('   ');
  await page.getByLabel('Email address').fill('asha@example.net');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByRole('textbox', { name: 'Message' }).fill('   ');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('The name field is required.')).toBeVisible();
  await expect(page.getByText('The message field is required.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('asha@example.net');
});

test('contact: the map loads only on request', async ({ page }) => {
  await page.route('https://www.google.com/**', (route) => route.fulfill({ body: '<html>map</html>', contentType: 'text/html' }));
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('iframe[title^="Map of"]')).toHaveAttribute('src', /google\.com\/maps/);
});

test('/term&conditions renders the terms with its canonical address; privacy policy renders', async ({ page }) => {
  const res = await page.goto('/term&conditions');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByText(/non-refundable after 12 hours/)).toBeVisible();
  await expect(page.getByText(/within 7 working days/)).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/term&conditions$/);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('robots.txt, sitemap.xml and Open Graph images', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/auth', '/cart', '/checkout', '/manager']) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain('Sitemap: ');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/term&amp;conditions</loc>');
  expect(sitemap).toMatch(/\/shop\/product\/\d+<\/loc>/);
  // Each of the 28 products in English and in Hindi (issue 27), each entry naming both languages.
  expect((sitemap.match(/<loc>[^<]*\/shop\/product\//g) ?? []).length).toBe(56);
  expect((sitemap.match(/<loc>[^<]*\/hi\/shop\/product\//g) ?? []).length).toBe(28);
  expect(sitemap).toContain('/hi/term&amp;conditions</loc>');
  // Each home page links its card in its language, answered without a redirect and kept like the page.
  for (const home of ['/', '/hi']) {
    const src = /<meta property="og:image" content="([^"]+)"/.exec(await (await request.get(home)).text())?.[1];
    expect(src, home).toBeTruthy();
    const url = new URL(src!);
    const og = await request.get(url.pathname + url.search, { maxRedirects: 0 });
    expect(og.status(), src).toBe(200);
    expect(og.headers()['content-type']).toBe('image/png');
    expect(og.headers()['cache-control']).toBe(PUBLIC_SHARED_CACHE_CONTROL);
  }
});

test('a visitor finds Track Order in the menu and the footer; the footer says this year, by the clock', async ({ page }) => {
  // A page prerendered at build: the year it was rendered with must not stay on it.
  await page.clock.setFixedTime(new Date('2031-01-02T12:00:00Z'));
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^© 2031 /)).toBeVisible();
  await footer.getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/hi');
  await page.getByRole('button', { name: 'मेनू खोलें' }).click();
  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'ऑर्डर ट्रैक करें' }).click();
  await expect(page).toHaveURL(/\/hi\/track$/);
});
