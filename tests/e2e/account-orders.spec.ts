import { expect, test, type Page } from '@playwright/test';
import { pdfContains } from '@/tests/support/pdf-text';
import { cartLines, fillShipping, firstAddableCard, signInAsShopper } from './shopper-support';

const BUYER_GSTIN = '27AAPFU0939F1ZV';

// Issue 13, the shopper's half: sign-in returns to the page that asked, My orders, the profile's edit and
// password change, the gateway's cancel and failure with a retry, and the shop's pages past the end.

async function firstProductPath(page: Page): Promise<{ path: string; name: string }> {
  await page.goto('/shop');
  const { card, name } = await firstAddableCard(page);
  const href = await card.getByRole('link', { name, exact: true }).getAttribute('href');
  return { path: href!, name };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A fresh account (POST /api/register), so a password change touches no other test's user. */
async function freshAccount(page: Page) {
  const email = `e2e-profile-${Date.now()}@example.test`;
  const password = 'Old-pass-123';
  const res = await page.request.post('/api/register', {
    data: { name: 'Meera Iyer', email, phone: '9876500001', address: '4 Mall Road, Kanpur', password, password_confirmation: password },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

test('sign-in from a product page returns to that product page', async ({ page }) => {
  const { path, name } = await firstProductPath(page);
  await page.goto(path);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Please login to add items to cart.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
  await fillLogin(page, 'user@example.com', 'User@12345');
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The add asked for before signing in was kept (issue 37): the drawer says so, the item is in the cart.
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer.getByRole('status')).toHaveText(`You are signed in. ${name} × 1 is in your cart.`);
  expect((await cartLines(page)).map((l) => l.product.name)).toContain(name);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // signed in now: the same button adds at once
  expect((await page.request.delete('/api/cart/clear')).status()).toBe(200);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  expect((await cartLines(page)).map((l) => l.product.name)).toEqual([name]);
});

test('a next that leaves the site is ignored: sign-in ends on the home page', async ({ page }) => {
  await page.goto('/auth?next=//evil.example/phish');
  await fillLogin(page, 'user@example.com', 'User@12345');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
});

test('Add to Cart clicked on a product page as soon as it loads, while signed in, adds the item', async ({ page }) => {
  await signInAsShopper(page);
  const { path, name } = await firstProductPath(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await expect(page.getByText('Please login to add items to cart')).toHaveCount(0);
  expect((await cartLines(page)).map((l) => l.product.name)).toEqual([name]);
  // The drawer opens with the item once its code has arrived (fetched on first open): an Escape pressed
  // before that reaches no dialog, and the drawer then opens over the header, which it makes inert.
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('My orders: the account menu leads to the list, newest first; the detail shows timeline and prices; no invoice before a COD order ships', async ({
  page,
}) => {
  await signInAsShopper(page);
  const { path } = await firstProductPath(page);
  const productId = Number(path.split('/').pop());
  const placed: string[] = [];
  for (const method of ['cod', 'easybuzz']) {
    const res = await page.request.post('/api/orders', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        cart_items: [{ product_id: productId, quantity: 1, unit_price: 1 }],
        shipping_name: 'Demo User',
        shipping_email: 'user@example.com',
        shipping_phone: '9876500003',
        shipping_address: 'Kakadeo Road 4',
        shipping_city: 'Kanpur',
        shipping_state: 'Uttar Pradesh',
        shipping_postal_code: '208025',
        shipping_country: 'India',
        payment_method: method,
      },
    });
    expect(res.status()).toBe(201);
    placed.push((await res.json()).data.order_number);
  }

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /\(account menu\)/ }).click();
  await nav.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const rows = page.getByTestId('my-order');
  await expect(rows.first()).toContainText(placed[1]);
  await expect(rows.first()).toContainText('Awaiting payment');
  await expect(rows.nth(1)).toContainText(placed[0]);
  await expect(rows.nth(1)).toContainText('Pending (cash on delivery)');

  // the unpaid online order can be paid again from its page
  await rows.first().click();
  await expect(page.getByRole('heading', { name: `Order ${placed[1]}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);

  await page.goto('/profile/orders');
  await page.getByTestId('my-order').filter({ hasText: placed[0] }).click();
  await expect(page.getByRole('heading', { name: `Order ${placed[0]}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByText('Order placed (completed)')).toBeAttached();
  const prices = page.getByTestId('price-breakdown');
  for (const line of ['Subtotal', 'Shipping', 'GST (18%)', 'Cash on delivery fee', 'Total'])
    await expect(prices.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  // A cash-on-delivery order's invoice is issued when it ships (the online order's test reads one).
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);

  // cancelling while the rules allow it
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // another account's order, or none, is not found
  expect((await page.request.get('/profile/orders/2000000000')).status()).toBe(404);
});

test('My orders asks a signed-out visitor to sign in and comes back to it', async ({ page }) => {
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/profile/orders')}`);
  await fillLogin(page, 'user@example.com', 'User@12345');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

test('profile: edit name, phone and address; change the password, which signs out the other sessions only', async ({ page, browser }) => {
  const { email, password } = await freshAccount(page);
  await page.goto('/auth?next=/profile');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth');
  await fillLogin(otherPage, email, password);
  await expect(otherPage).toHaveURL(/\/$/, { timeout: 10_000 });
  expect((await (await otherPage.request.get('/api/session')).json()).data.user.email).toBe(email);

  const edit = page.getByRole('form', { name: 'Edit profile' });
  await edit.getByLabel('Full name').fill('Meera Raman');
  await edit.getByLabel('Phone').fill('98765 00999');
  await edit.getByLabel('Address').fill('9 Canal Road, Lucknow');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Meera/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Raman' })).toBeVisible();
  await expect(page.getByText('9 Canal Road, Lucknow').first()).toBeVisible();

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('New-pass-456');
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill('New-pass-456');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('The current password is incorrect.')).toBeVisible();
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill(password);
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('New-pass-456');
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill('New-pass-456');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText(/Password changed successfully/)).toBeVisible();

  // this browser stays signed in; the other one is out
  expect((await (await page.request.get('/api/session')).json()).data.user?.email).toBe(email);
  expect((await (await otherPage.request.get('/api/session')).json()).data.user ?? null).toBeNull();
  await other.close();

  // the new password is the one that works
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Meera/ }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await page.goto('/auth');
  await fillLogin(page, email, password);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await fillLogin(page, email, 'New-pass-456');
  await expect(page.getByText('Login successful!')).toBeVisible();
});

test('online payment: cancel at the gateway, retry, fail (the failure page names the order), retry, pay: the success page says Paid; the invoice issued then reads right', async ({
  page,
}) => {
  test.slow(); // three gateway round trips and two PDF downloads
  await signInAsShopper(page);
  await page.goto('/shop');
  const { card, name } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Proceed to Checkout' }).click();

  const payOnline = async () => {
    await fillShipping(page, { gstin: BUYER_GSTIN });
    await expect(page.getByLabel('Pay online (Easebuzz)')).toBeChecked();
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
  };

  await payOnline();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\?payment=cancelled$/);
  await expect(page.getByText(/Payment was cancelled/)).toBeVisible();
  expect((await cartLines(page)).map((l) => l.product.name)).toEqual([name]);

  // checkout comes back as it was left (issue 24): at Review, ready to pay again
  const payAgain = async () => {
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByText('Kakadeo Road 4')).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
  };
  await payAgain();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD-/);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout\?retry=\d+$/);

  await payAgain();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-status')).toHaveText('Order placed');
  const number = (await page.getByTestId('order-number').innerText()).trim();
  await page.getByRole('link', { name: 'View in My Orders' }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toBeVisible();

  // The GST invoice was issued when the payment succeeded (sandbox money: the TINV series), and stored.
  const documents = page.getByTestId('order-documents');
  await expect(documents).toContainText(/Tax invoice TINV\/\d{4}\/\d{6}/);
  const invoiceNumber = (await documents.getByRole('link').first().innerText()).replace('Tax invoice ', '').trim();
  expect(invoiceNumber.length).toBeLessThanOrEqual(16);
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Download Invoice' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = Buffer.from(await pdf.body());
  for (const line of [
    'TEST TAX INVOICE',
    invoiceNumber,
    number,
    'Place of supply: Uttar Pradesh (09)',
    'Kakadeo Road 4',
    `GSTIN: ${BUYER_GSTIN}`,
    'HSN',
    'CGST',
    'SGST',
    'Amount in words:',
  ]) {
    expect(pdfContains(text, line), line).toBe(true);
  }
  const again = await page.request.get((await page.getByRole('link', { name: 'Download Invoice' }).getAttribute('href'))!);
  expect(Buffer.compare(Buffer.from(await again.body()), text)).toBe(0);

  // tracking shows every line of the bill
  await page.goto(`/track?order=${number}`);
  const prices = page.getByTestId('price-breakdown');
  for (const line of ['Subtotal', 'Shipping', 'GST (18%)', 'Total']) await expect(prices.getByText(line, { exact: true })).toBeVisible();
});

test('/shop?page=99 is a 404, not an empty page that still counts the products', async ({ page }) => {
  const res = await page.goto('/shop?page=99');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('No Products Found')).toHaveCount(0);
  expect((await page.request.get('/shop?category=crafts&page=99')).status()).toBe(404);
  expect((await page.request.get('/shop?search=a&page=99')).status()).toBe(404);
  expect((await page.request.get('/shop?page=2')).status()).toBe(200);
});

test('the heart saves to Saved items, which lists and removes them', async ({ page }) => {
  const { path, name } = await firstProductPath(page);
  await page.goto(path);
  await page.getByRole('button', { name: `Save ${name} to wishlist` }).click();
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Saved items (1)' }).click();
  await expect(page).toHaveURL(/\/shop\/saved$/);
  const saved = page.getByRole('list', { name: 'Saved items' });
  await expect(saved.getByRole('heading', { name })).toBeVisible();
  await saved.getByRole('button', { name: `Remove ${name} from saved items` }).click();
  await expect(page.getByText('No saved items yet.')).toBeVisible();
});
