import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';
import { expectFitsPhone, PHONE } from './phone-support';
import { expectHindiOnly } from './hindi-scan';

// Issue 37, "done when": a signed-out buyer on a 390 px phone searches in Hindi, adds two of a product, meets
// the login wall, registers, comes back to the product with the item in the cart (the add was kept on the
// server), and pays on the gateway sandbox. The same walk in English and in Hindi, axe-clean at each stop;
// the Hindi stops are scanned for English sentences (tests/e2e/hindi-scan.ts).

test.use({ viewport: PHONE });

const TEXTS = {
  en: {
    prefix: '',
    add: 'Add to Cart',
    login: 'Login',
    registerTab: 'Register',
    rules: 'At least 8 characters.',
    kept: (name: string) => `You are signed in. ${name} × 2 is in your cart.`,
    drawer: /Your Cart/,
    checkout: 'Proceed to Checkout',
    continue: 'Continue to Payment',
    review: 'Review Order',
    pay: /^Pay ₹/,
    success: 'Order Placed Successfully!',
    paid: 'Paid',
  },
  hi: {
    prefix: '/hi',
    add: 'कार्ट में डालें',
    login: 'लॉगिन',
    registerTab: 'पंजीकरण',
    rules: 'कम से कम 8 अक्षर।',
    kept: (name: string) => `आप लॉग इन हो गए हैं। ${name} × 2 आपकी कार्ट में है।`,
    drawer: /आपका कार्ट/,
    checkout: 'चेकआउट करें',
    continue: 'भुगतान पर आगे बढ़ें',
    review: 'ऑर्डर की समीक्षा करें',
    pay: /^₹.* का भुगतान करें$/,
    success: 'ऑर्डर सफलतापूर्वक हो गया!',
    paid: 'भुगतान हो गया',
  },
} as const;

/** Each stop of the walk: fits the phone, axe-clean, and on a Hindi page no English sentences. */
async function checkStop(page: Page, what: string) {
  await expectFitsPhone(page, what);
  expect(await axeViolations(page), what).toEqual([]);
  if (new URL(page.url()).pathname.startsWith('/hi')) await expectHindiOnly(page, what);
}

for (const lang of ['en', 'hi'] as const) {
  const t = TEXTS[lang];
  test(`${lang}: a signed-out phone buyer searches in Hindi, registers at the login wall, keeps the item and pays`, async ({ page }) => {
    await page.goto(`${t.prefix}/shop?search=${encodeURIComponent('साबुन')}`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: lang === 'hi' ? 'हर्बल साबुन उपहार सेट' : 'Herbal Soap Gift Set' });
    await expect(card).toHaveCount(1);
    await checkStop(page, 'search results');
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productPath = new URL(page.url()).pathname;

    // Signed out: two of it, refused with the login prompt; the server keeps the add.
    await page.getByRole('spinbutton').fill('2');
    await page.getByRole('main').getByRole('button', { name: t.add }).click();
    await page.getByRole('main').getByRole('link', { name: t.login, exact: true }).waitFor();
    await checkStop(page, 'product page with the login prompt');
    await page.getByRole('main').getByRole('link', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(`${t.prefix}/auth?next=${encodeURIComponent(productPath)}`);

    // Registration states the password rule before any refusal, and a refusal takes focus to its field.
    await page.getByRole('tab', { name: t.registerTab }).click();
    const form = page.locator('form').filter({ has: page.locator('input[name="password_confirmation"]') });
    await expect(form.getByText(t.rules)).toBeVisible();
    const email = `phone-${lang}-${Date.now()}-${randomBytes(3).toString('hex')}@a-long-subdomain.example-foundation-shoppers.test`;
    await form.locator('input[name="name"]').fill(lang === 'hi' ? 'अनुष्का श्रीवास्तव' : 'Anushka Srivastava');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('12345');
    await form.locator('[name="address"]').fill('14 Civil Lines');
    await form.locator('input[name="postal_code"]').fill('208001');
    await expect(form.locator('input[name="city"]')).not.toHaveValue('');
    await form.locator('input[name="password"]').fill('a long pass phrase');
    await form.locator('input[name="password_confirmation"]').fill('a long pass phrase');
    await form.getByRole('button', { name: t.registerTab, exact: true }).click();
    await expect(form.locator('input[name="phone"]')).toBeFocused();
    await expect(form.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
    await checkStop(page, 'registration with a refused field');
    await form.locator('input[name="phone"]').fill('9876500071');
    await form.locator('input[name="password"]').fill('a long pass phrase');
    await form.locator('input[name="password_confirmation"]').fill('a long pass phrase');
    await form.getByRole('button', { name: t.registerTab, exact: true }).click();

    // Back on the product page: the drawer says the item is in the cart.
    await expect(page).toHaveURL(productPath, { timeout: 15_000 });
    const drawer = page.getByRole('dialog', { name: t.drawer });
    await expect(drawer.getByRole('status')).toHaveText(t.kept(name));
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await checkStop(page, 'the drawer after registering');
    const cart = await (await page.request.get('/api/cart')).json();
    expect(cart.data.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);

    await drawer.getByRole('link', { name: t.checkout }).click();
    await expect(page).toHaveURL(`${t.prefix}/checkout`);
    // The registration's address is offered; the phone too.
    await expect(page.locator('input[name="shipping.zipCode"]')).toHaveValue('208001');
    await page.locator('select[name="shipping.state"]').selectOption('Uttar Pradesh');
    await checkStop(page, 'checkout, shipping');
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('button', { name: t.review }).click();
    await checkStop(page, 'checkout, review');
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(t.paid);
    expect(page.url()).toContain(`${t.prefix}/checkout/success`);
    await checkStop(page, 'success');
  });
}
