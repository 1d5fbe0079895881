import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { fillShipping, firstAddableCard, signInAsShopper } from './shopper-support';

// WCAG 2.2 A/AA (axe) at every step of both payment flows: the shop's checkout to the Easebuzz sandbox and
// back, and a donation through the policy, the confirmation popup, the Razorpay sandbox and the success panel.

test('no WCAG 2.2 A/AA violations along the shop checkout: cart, drawer, each step, the pay page, success and tracking', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsShopper(page);
  await page.goto('/shop');
  const { card } = await firstAddableCard(page);
  const add = card.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The drawer opened itself after the add: closing it gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(card.getByRole('button', { name: /Add to Cart|Added|In cart/ })).toBeFocused();

  await page.goto('/cart');
  await expect(page.getByText('Order Summary')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fillShipping(page);
  // The step change is announced to screen readers and focus moves to the new step's heading.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /^Step 2 of 3/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/easebuzz\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/checkout/failure');
  expect(await axeViolations(page)).toEqual([]);
});

test('no WCAG 2.2 A/AA violations along a donation: form, messages, policy, confirmation popup, success panel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/donations');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByTestId('donation-blocker')).toContainText('Please fill in all required fields');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '₹2,500', exact: true }).click();
  // No frequency picked on the form, so the "regular gift?" popup asks (and is checked too).
  await page.getByLabel('Full name *').fill('Axe Donor');
  await page.getByLabel('Phone *').fill('9876543210');
  await page.getByLabel('Email *').fill(`axe-${Date.now()}@example.test`);
  await page.getByLabel('Address *').fill('14 Mall Road, Kanpur');
  await page.getByLabel(/I have read and agree/).click();
  await expect(page.getByRole('dialog', { name: 'Refund & Cancellation Policy' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I Agree & Accept' }).click();
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByRole('dialog', { name: 'Make it a regular gift?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'One-time payment instead' }).click();
  await page.getByRole('dialog', { name: 'Razorpay sandbox checkout' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
