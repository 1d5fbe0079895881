import { expect, test, type Page } from '@playwright/test';

// As the demo shopper (user@example.com, seeded for the embedded database), on the payment sandbox.

async function login(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('user@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  // each test starts with an empty cart (same-origin request with the session cookie)
  expect((await page.request.delete('/api/cart/clear')).status()).toBe(200);
}

/** Quick add from the first shop card; the drawer opens with the product in it. */
async function addFromShop(page: Page): Promise<string> {
  await page.goto('/shop');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  return name;
}

async function fillShipping(page: Page) {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('user@example.com'); // prefilled from the account
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('98765 00003');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kakadeo Road 4');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kanpur');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('Uttar Pradesh');
  await page.getByRole('textbox', { name: 'PIN code', exact: true }).fill('208025');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
}

test('add from the shop, change quantity in the cart, check out by cash on delivery with a coupon, then track the order', async ({
  page,
}) => {
  await login(page);
  const name = await addFromShop(page);
  await page.getByRole('dialog').getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await expect(page.getByText('Order Summary')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await fillShipping(page);
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Review Order' }).click();
  const coupon = page.getByLabel('Coupon code');
  await coupon.fill('freeship');
  await expect(coupon).toHaveValue('FREESHIP');
  await coupon.press('Enter');
  await expect(page.getByText(/FREESHIP applied/)).toBeVisible();
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  await page.getByRole('button', { name: /^Place Order/ }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByText('Pending (cash on delivery)')).toBeVisible();
  await page.getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText(`${name} × 2`)).toBeVisible();
  await expect(page.getByRole('article', { name: /^Order ORD-/ })).toContainText('Order placed');
  // the cart was emptied by the order
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a checkout paid on the sandbox pay page returns to the success page as paid', async ({ page }) => {
  await login(page);
  await addFromShop(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
  await expect(page.getByLabel('Pay online (Easebuzz)')).toBeChecked();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a failed payment lands on the failure page with the cart intact', async ({ page }) => {
  await login(page);
  const name = await addFromShop(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Transaction declined by bank');
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});
