import { expect, test } from '@playwright/test';
import { orderPayload } from '../support/checkout';
import { firstAddableCard, signInAsShopper } from './shopper-support';

// Issue 24, items 17 and 18 on the public side: checkout focus on a refused step, the top bar's touch
// targets, and the donation form and order tracking with JavaScript off.

test('a refused checkout step moves focus to its first field in error, then to the next one still wrong', async ({ page }) => {
  await signInAsShopper(page);
  await page.goto('/shop');
  const { card } = await firstAddableCard(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await page.goto('/checkout');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Continue to Payment' }) });
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  const firstWrong = form.locator('[aria-invalid="true"]').first();
  await expect(firstWrong).toHaveAttribute('id', 'shipping-phone');
  await expect(firstWrong).toBeFocused();

  // Phone fixed, submitted again: focus goes to the next field still in error.
  await firstWrong.fill('98765 00003');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(form.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('[aria-invalid="true"]').first()).toHaveAttribute('id', 'shipping-address');
  await expect(form.getByRole('textbox', { name: 'Address', exact: true })).toBeFocused();
});

test('the top bar: call, mail and social links are 44 × 44 px targets on a phone and at least 24 × 24 px on a desktop', async ({
  page,
}) => {
  const links = () =>
    ['Call ', 'E-mail ', 'Facebook', 'Instagram'].map((name) => [name, page.locator(`a[aria-label^="${name}"]`).first()] as const);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  for (const [name, link] of links()) {
    const box = (await link.boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [name, link] of links()) {
    const box = (await link.boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(24);
    expect(box.height, name).toBeGreaterThanOrEqual(24);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Track looks an order up through a plain GET form, with its messages', async ({ page, request }) => {
    // A product with stock to spare: other specs count the scarce ones.
    const list = (await (await request.get('/api/products?per_page=50')).json()).data.data as { id: number; stock_quantity: number }[];
    const product = list.find((p) => p.stock_quantity >= 20)!.id;
    const placed = await request.post('/api/orders', { data: orderPayload([{ product_id: product, quantity: 1 }]) });
    expect(placed.ok(), await placed.text()).toBeTruthy();
    const orderNumber = (await placed.json()).data.order_number as string;

    await page.goto('/track');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(/\/track\?order=$/);
    await expect(page.getByText('Order number is required')).toBeVisible();

    await page.getByLabel('Order number').fill('ORD-NOPE-000000');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Order not found')).toBeVisible();
    await expect(page.getByLabel('Order number')).toHaveValue('ORD-NOPE-000000');

    await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toContainText('Order placed');
  });

  test('the donation form posts and answers: the missing fields named with the typed values kept, then how to pay', async ({ page }) => {
    await page.goto('/donations');
    await expect(page.getByText(/Paying online needs JavaScript/)).toBeVisible();
    await page.getByLabel('Amount (₹) *').fill('55');
    await page.getByLabel('Full name *').fill('Nojs Donor');
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields: phone, email, address' })).toBeVisible();
    await expect(page.getByLabel('Amount (₹) *')).toHaveValue('55');
    await expect(page.getByLabel('Full name *')).toHaveValue('Nojs Donor');

    await page.getByLabel('Phone *').fill('9876543210');
    await page.getByLabel('Email *').fill('nojs@example.test');
    await page.getByLabel('Address *').fill('14 Mall Road, Kanpur');
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Donation amount must be in multiples of ₹10' })).toBeVisible();

    await page.getByLabel('Amount (₹) *').fill('500');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please read and agree to our Refund & Cancellation Policy' })).toBeVisible();

    await page.getByLabel(/I have read and agree to the Refund & Cancellation Policy/).check();
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are complete' })).toContainText('needs JavaScript');
    await expect(page.getByLabel('Email *')).toHaveValue('nojs@example.test');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.getByLabel(/I have read and agree/)).toBeChecked();
  });
});
