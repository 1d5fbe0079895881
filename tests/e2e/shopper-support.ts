import { expect, type Page } from '@playwright/test';

// The demo shopper (user@example.com, seeded for the embedded database) on the payment sandbox; these steps
// work the same with JavaScript on and off (the sign-in form and the checkout are plain forms underneath).

export async function signInAsShopper(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('user@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  // each test starts with an empty cart (same-origin request with the session cookie)
  expect((await page.request.delete('/api/cart/clear')).status()).toBe(200);
}

/** The first shop card that can be added, and its product's name. */
export async function firstAddableCard(page: Page) {
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  return { card, name: (await card.getByRole('heading').innerText()).trim() };
}

/**
 * Step 1: the account's details are prefilled; an incomplete form is refused with the spec's message.
 * `gstin`: a business buyer's GSTIN for the invoice.
 */
export async function fillShipping(page: Page, opts: { gstin?: string } = {}) {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('user@example.com');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('98765 00003');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kakadeo Road 4');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kanpur');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Uttar Pradesh');
  await page.getByRole('textbox', { name: 'PIN code', exact: true }).fill('208025');
  if (opts.gstin) {
    // A wrong GSTIN is refused first; the refused step keeps everything chosen, the state included.
    const gstin = page.getByRole('textbox', { name: 'GSTIN (optional)' });
    await gstin.fill('09AAATS1234C1Z0');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Please enter a valid 15-character GSTIN, or leave it empty.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Uttar Pradesh');
    await expect(page.getByRole('textbox', { name: 'PIN code', exact: true })).toHaveValue('208025');
    await gstin.fill(opts.gstin);
  }
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
}

/** The cart's lines as the API reads them (the same session). */
export async function cartLines(page: Page): Promise<{ product: { name: string }; quantity: number }[]> {
  const res = await page.request.get('/api/cart');
  expect(res.status()).toBe(200);
  return (await res.json()).data.cart.items;
}
