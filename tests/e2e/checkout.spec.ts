import { expect, test, type Page } from '@playwright/test';
import { cartLines, fillShipping, firstAddableCard, signInAsShopper } from './shopper-support';

// As the demo shopper, with JavaScript: the drawer, counts and steps update in place (no page loads).

/** Quick add from the first shop card; the drawer opens with the product in it. */
async function addFromShop(page: Page, shopPath = '/shop'): Promise<string> {
  await page.goto(shopPath);
  const { card, name } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  return name;
}

test('add from the shop, change quantity in the cart, check out by cash on delivery with a coupon, then track the order', async ({
  page,
}) => {
  await signInAsShopper(page);
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
  await expect(page.getByText('Cash on delivery fee (incl. GST)', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Place Order/ }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByText('Pending (cash on delivery)')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText(`${name} × 2`)).toBeVisible();
  await expect(page.getByRole('article', { name: /^Order ORD-/ })).toContainText('Order placed');
  // the cart was emptied by the order
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a checkout paid on the sandbox pay page returns to the success page as paid', async ({ page }) => {
  await signInAsShopper(page);
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
  await signInAsShopper(page);
  const name = await addFromShop(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  // The gateway's own words are not repeated on our domain: the page shows its text for the result code.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Payment failed. Please try again.');
  await expect(page).toHaveURL(/[?&]code=payment_failed/);
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test('the header shows the cart with its count on every page, and a cash-on-delivery order empties it without a reload', async ({
  page,
}) => {
  await signInAsShopper(page);
  const name = await addFromShop(page, '/shop?search=notebook');
  await page.keyboard.press('Escape');
  const headerCart = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
  await expect(headerCart).toBeVisible();
  await page.goto('/about');
  await expect(headerCart).toBeVisible();
  await headerCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
  // no page load from here on: a marker on window survives the steps
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByLabel('Cash on delivery').check();
  await expect(page.getByText('Cash on delivery fee (incl. GST)', { exact: true })).toBeVisible(); // the total follows the choice at once
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await cartLines(page)).toEqual([]);
});

test('Add to Cart clicked as soon as the page loads, while signed in, adds the item (no login prompt)', async ({ page }) => {
  await signInAsShopper(page);
  await page.goto('/shop?search=jute', { waitUntil: 'commit' });
  const { card, name } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByText('Please login to add items to cart')).toHaveCount(0);
  expect((await cartLines(page)).map((l) => l.product.name)).toEqual([name]);
});
