import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectFitsPhone, PHONE } from './phone-support';

// Issue 37 item 1: every shopper page fits a 390 px phone whatever the content. A product with a 200-character
// name (and a 200-character Hindi name, with one long unbroken word in each) sits in the cart of a buyer
// with a long e-mail address; each page is measured: document.documentElement.scrollWidth <= 390. Primary
// controls are at least 44 px tall; the phone menu keeps focus inside while open.

test.use({ viewport: PHONE });

const tag = randomBytes(3).toString('hex');
const LONG_NAME =
  `Handwoven Banarasi silk and cotton table runner with zari border ${tag} Extraordinarilylongunbrokenwordwithoutanyspaces `.padEnd(
    200,
    'and more words ',
  );
const LONG_NAME_HI = `बनारसी रेशम और सूती धागे से हाथ से बुना मेज़ का रनर ज़री किनारे के साथ ${tag} `.padEnd(200, 'और शब्द ');
// The part before the first break opportunity ("-") is wider than the phone whatever the random tag: a page that
// shows the address without letting it wrap fails every run, not only when the tag happens to be wide.
const EMAIL = `phone.fit.buyer.with.a.long.address.that.never.breaks.${tag}@mail.a-very-long-subdomain-of-the-foundation.example.org.in`;
const PASSWORD = 'a long pass phrase';

let productId = 0;
let adminToken = '';

async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

test.beforeAll(async ({ request }) => {
  expect(LONG_NAME).toHaveLength(200);
  adminToken = await token(request, 'admin@example.com', 'Admin@12345');
  const made = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name: LONG_NAME,
      name_hi: LONG_NAME_HI.slice(0, 200),
      price: '449',
      category: 'crafts',
      stock_quantity: '50',
      sku: `FIT-${tag}`,
    },
  });
  expect(made.status()).toBe(201);
  productId = (await made.json()).data.id;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Lakshmi Narayanan Venkataraman',
      email: EMAIL,
      phone: '9876500072',
      address: '4 Mall Road, Kanpur',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
});

test.afterAll(async ({ request }) => {
  // Out of the shop again for the specs after this one (archived: it has orders).
  if (productId) await request.delete(`/api/products/${productId}`, { headers: { Authorization: `Bearer ${adminToken}` } });
});

async function signIn(page: Page, prefix: string) {
  await page.goto(`${prefix}/auth`);
  await page.locator('input[name="email"]').first().fill(EMAIL);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 15_000 });
  expect((await page.request.delete('/api/cart/clear')).status()).toBe(200);
}

async function expectTall(page: Page, name: string | RegExp) {
  const box = await page.getByRole('main').getByRole('button', { name }).first().boundingBox();
  expect(box?.height ?? 0, `${name} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
}

for (const [lang, prefix] of [
  ['en', ''],
  ['hi', '/hi'],
] as const) {
  const hindi = lang === 'hi';
  test(`${lang}: product, drawer, cart, checkout, success, My orders, order detail, tracking and profile fit 390 px`, async ({ page }) => {
    await signIn(page, prefix);
    await page.goto(`${prefix}/shop?search=${tag}`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expectFitsPhone(page, 'shop listing');

    await page.goto(`${prefix}/shop/product/${productId}`);
    await expectFitsPhone(page, 'product page');
    await expectTall(page, hindi ? 'कार्ट में डालें' : 'Add to Cart');
    await page
      .getByRole('main')
      .getByRole('button', { name: hindi ? 'कार्ट में डालें' : 'Add to Cart' })
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: hindi ? 'चेकआउट करें' : 'Proceed to Checkout' })).toBeVisible();
    await expectFitsPhone(page, 'cart drawer');
    const drawerBox = await drawer.boundingBox();
    expect((drawerBox?.x ?? 0) + (drawerBox?.width ?? 999)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    await page.goto(`${prefix}/cart`);
    await expect(page.getByRole('main').getByRole('link', { name: hindi ? 'चेकआउट करें' : 'Proceed to Checkout' })).toBeVisible();
    await expectFitsPhone(page, 'cart page');

    await page.goto(`${prefix}/checkout`);
    const continueName = hindi ? 'भुगतान पर आगे बढ़ें' : 'Continue to Payment';
    await expect(page.getByRole('button', { name: continueName })).toBeVisible();
    await expectFitsPhone(page, 'checkout, shipping');
    await expectTall(page, continueName);
    await expectTall(page, hindi ? 'लागू करें' : 'Apply');
    await page.getByRole('textbox', { name: hindi ? 'शहर' : 'City', exact: true }).fill('Kanpur');
    await page.getByRole('combobox', { name: hindi ? 'राज्य' : 'State', exact: true }).selectOption('Uttar Pradesh');
    await page.getByRole('textbox', { name: hindi ? 'पिन कोड' : 'PIN code', exact: true }).fill('208025');
    await page.getByRole('button', { name: continueName }).click();
    await page.getByLabel(hindi ? 'कैश ऑन डिलीवरी' : 'Cash on delivery').check();
    await expectFitsPhone(page, 'checkout, payment');
    await page.getByRole('button', { name: hindi ? 'ऑर्डर की समीक्षा करें' : 'Review Order' }).click();
    const place = hindi ? /^ऑर्डर करें/ : /^Place Order/;
    await expect(page.getByRole('button', { name: place })).toBeVisible();
    await expectFitsPhone(page, 'checkout, review');
    await expectTall(page, place);
    await page.getByRole('button', { name: place }).click();
    await expect(page.getByTestId('order-number')).toBeVisible();
    await expectFitsPhone(page, 'success page');
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

    await page.goto(`${prefix}/profile/orders`);
    await expect(page.getByTestId('my-order').first()).toBeVisible();
    await expectFitsPhone(page, 'My orders');
    await page.getByTestId('my-order').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expectFitsPhone(page, 'order detail');

    await page.goto(`${prefix}/track?order=${orderNumber}`);
    await expectFitsPhone(page, 'tracking');
    await page.goto(`${prefix}/profile`);
    await expect(page.getByText(EMAIL).first()).toBeVisible();
    await expectFitsPhone(page, 'profile');
  });
}

test('the phone menu keeps focus inside while open; Escape closes it and focus returns to its button', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const box = await toggle.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();
  // Forward through every control of the menu and round to its button again, never leaving the two.
  const stops = await menu.locator('a[href], button:not([disabled]), select, input').count();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu, [aria-controls="mobile-menu"]'));
  let wrapped = false;
  for (let i = 0; i <= stops + 1; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
    if (await close.evaluate((el) => el === document.activeElement)) wrapped = true;
  }
  expect(wrapped).toBe(true);
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
