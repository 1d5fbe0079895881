import { expect, test, type Page } from '@playwright/test';
import { fillShipping, signInAsShopper } from './shopper-support';

// Issue 24, shoppers: checkout keeps what was typed (history per step, the form kept in the tab), a failed
// payment retried keeps the address and the coupon, and a total that changed is confirmed, never charged
// silently. As the demo shopper, with JavaScript, on the payment sandbox.

/** Puts `quantity` of a product costing at least ₹200 in the cart (so FLAT100's ₹500 minimum holds with 3). */
async function cartWith(page: Page, quantity: number): Promise<number> {
  const res = await page.request.get('/api/products?per_page=50');
  expect(res.status()).toBe(200);
  const body = await res.json();
  const products = (Array.isArray(body.data) ? body.data : body.data.data) as { id: number; price: number; stock_quantity: number }[];
  const product = products.find((p) => p.price >= 200 && p.price <= 1000 && p.stock_quantity >= 10);
  expect(product).toBeTruthy();
  const add = await page.request.post('/api/cart/add', { data: { product_id: product!.id, quantity } });
  expect(add.status()).toBe(200);
  return product!.id;
}

async function toCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^(Pay|Place Order) / });

test('Back on the Payment step shows the filled Shipping step, Forward the Payment step; leaving and coming back keeps the form', async ({
  page,
}) => {
  await signInAsShopper(page);
  await cartWith(page, 1);
  await toCheckout(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Kakadeo Road 4');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  // the page's own Back walks the same history
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  // out of checkout and Forward into it again: the form is still filled
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Lucknow');
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Kakadeo Road 4');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Lucknow');
});

test('a session that ended before Place Order: the sign-in page says so, and checkout comes back filled at Review', async ({
  page,
  context,
}) => {
  await signInAsShopper(page);
  await cartWith(page, 1);
  await toCheckout(page);
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await context.clearCookies(); // the session ends
  await payButton(page).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await page.getByLabel('Email').fill('user@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText('Kakadeo Road 4')).toBeVisible();
  await expect(page.getByText('Cash on delivery', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your checkout was kept');
});

test('retrying a failed payment keeps the address and the coupon: the next payment is the same amount', async ({ page }) => {
  await signInAsShopper(page);
  await cartWith(page, 3);
  await toCheckout(page);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByLabel('Coupon code').fill('FLAT100');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/FLAT100 applied/)).toBeVisible();
  const firstAmount = (await payButton(page).innerText()).trim();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText('Kakadeo Road 4')).toBeVisible();
  await expect(page.getByText(/FLAT100 applied/)).toBeVisible();
  await expect(payButton(page)).toHaveText(firstAmount);
});

test('a total changed in another tab is shown to confirm, not charged: the order is placed at the new total only when confirmed', async ({
  page,
}) => {
  await signInAsShopper(page);
  const productId = await cartWith(page, 1);
  await toCheckout(page);
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Review Order' }).click();
  const shown = (await payButton(page).innerText()).trim();
  // another tab raises the quantity
  expect((await page.request.post('/api/cart/add', { data: { product_id: productId, quantity: 1 } })).status()).toBe(200);
  await payButton(page).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The order total is now');
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  const confirmed = (await payButton(page).innerText()).trim();
  expect(confirmed).not.toBe(shown);
  expect(await alert.innerText()).toContain(confirmed.replace(/^Place Order \((.*)\)$/, '$1'));
  await expect(page.getByRole('main').getByText(/ × 2$/).first()).toBeVisible();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Try Again after a failed payment starts from that order: address and coupon kept, the same amount', async ({ page }) => {
    await signInAsShopper(page);
    await cartWith(page, 3);
    await toCheckout(page);
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByLabel('Coupon code').fill('FLAT100');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(/FLAT100 applied/)).toBeVisible();
    const firstAmount = (await payButton(page).innerText()).trim();
    await payButton(page).click();
    await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
    await page.getByRole('button', { name: 'Fail' }).click();
    // the sandbox returns the buyer with a form that a script would post; without one, the buyer presses Continue
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByText('Kakadeo Road 4')).toBeVisible();
    await expect(page.getByText(/FLAT100 applied/)).toBeVisible();
    await expect(payButton(page)).toHaveText(firstAmount);
  });
});
