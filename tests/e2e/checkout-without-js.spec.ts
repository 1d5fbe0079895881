import { expect, test, type Page } from '@playwright/test';
import { cartLines, fillShipping, firstAddableCard, signInAsShopper } from './shopper-support';

// Every step of buying works as plain HTML forms: each button posts to a server action and the server
// answers the next page (issue 16). No script runs in these pages.
test.use({ javaScriptEnabled: false });

/** A product with stock for many runs (orders here take real stock). */
const PLENTIFUL = '/shop?search=notebook';

/** Add from the shop, find the cart through the header, raise the quantity, go to checkout. */
async function fillCartAndCheckOut(page: Page): Promise<string> {
  await page.goto(PLENTIFUL);
  const { card, name } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  expect((await cartLines(page)).map((l) => [l.product.name, l.quantity])).toEqual([[name, 1]]);

  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  expect((await cartLines(page))[0].quantity).toBe(2);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
  return name;
}

test('without JavaScript: add, adjust the cart, check out by cash on delivery with a coupon', async ({ page }) => {
  await signInAsShopper(page);
  const name = await fillCartAndCheckOut(page);
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText('Kakadeo Road 4')).toBeVisible(); // the first step's values came along

  await page.getByLabel('Coupon code').fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid coupon code')).toBeVisible();
  await page.getByLabel('Coupon code').fill('freeship');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/FREESHIP applied/)).toBeVisible();
  await expect(page.getByText('Cash on delivery fee (incl. GST)', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible(); // still on the review step

  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByText('Pending (cash on delivery)')).toBeVisible();
  expect(await cartLines(page)).toEqual([]);

  const order = await (await page.request.get(`/api/orders/track/${orderNumber}`)).json();
  expect(order.data.items.map((i: { product_name: string; quantity: number }) => [i.product_name, i.quantity])).toEqual([[name, 2]]);
});

test('without JavaScript: pay online on the Easebuzz sandbox and come back paid', async ({ page }) => {
  await signInAsShopper(page);
  await fillCartAndCheckOut(page);
  await expect(page.getByLabel('Pay online (Easebuzz)')).toBeChecked();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  // the sandbox returns the buyer with a form that a script would post; without one, the buyer presses Continue
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  expect(await cartLines(page)).toEqual([]);
});

test('without JavaScript: a signed-out visitor is asked to log in, and a step with errors keeps what was typed', async ({ page }) => {
  await page.goto('/shop');
  const { card } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /^\/auth\?next=%2Fshop/);

  await signInAsShopper(page);
  await page.goto('/shop');
  await (await firstAddableCard(page)).card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('12345');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kanpur');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Kanpur');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('12345');

  // a separate billing address: its fields appear when the box is unticked (CSS only) and are checked too
  const billingCity = page.locator('#billing-city');
  await expect(billingCity).toBeHidden();
  await page.getByLabel('Billing address same as shipping').uncheck();
  await expect(billingCity).toBeVisible();
  await billingCity.fill('Lucknow');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Billing address same as shipping')).not.toBeChecked();
  await expect(billingCity).toHaveValue('Lucknow');
  await expect(page.locator('#billing-address-error')).toHaveText('This field is required');
});
