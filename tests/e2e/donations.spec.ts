import { expect, test, type Page } from '@playwright/test';
import { pdfContains } from '@/tests/support/pdf-text';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillDonor(page: Page, email: string, name = 'Asha Verma') {
  await page.getByLabel('Full name *').fill(name);
  await page.getByLabel('Phone *').fill('9876543210');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Address *').fill('14 Mall Road, Kanpur 208001');
}

async function agreeToPolicy(page: Page) {
  // Ticking opens the policy; only 'I Agree & Accept' ticks it.
  await page.getByLabel(/I have read and agree to the Refund & Cancellation Policy/).click();
  const policy = page.getByRole('dialog', { name: 'Refund & Cancellation Policy' });
  await expect(policy).toBeVisible();
  await policy.getByRole('button', { name: 'I Agree & Accept' }).click();
  await expect(policy).toBeHidden();
}

test('the form applies every rule live, with the spec messages', async ({ page }) => {
  await page.goto('/donations');
  const submit = page.getByRole('button', { name: 'Create Donation' });
  await expect(submit).toBeDisabled();
  const amount = page.getByLabel('Amount (₹) *');
  await amount.fill('55');
  await expect(page.getByText('Donation amount must be in multiples of ₹10')).toBeVisible();
  await amount.fill('40');
  await expect(page.getByText('Minimum donation amount is ₹50')).toBeVisible();
  await amount.fill('5x');
  await expect(page.getByText('Donation amount must contain digits only')).toBeVisible();
  await amount.fill('500');
  await expect(page.getByText('Valid donation amount')).toBeVisible();

  await page.getByLabel(/I want an 80G tax exemption certificate/).check();
  await expect(amount).toHaveValue('2000');
  await amount.fill('1500');
  await expect(page.getByText('Minimum amount for 80G benefit is ₹2000')).toBeVisible();
  await amount.fill('2000');
  await fillDonor(page, `rules-${unique()}@example.test`);
  await expect(page.getByTestId('donation-blocker')).toHaveText('PAN is required for 80G tax benefit');
  await page.getByLabel('PAN *').fill('ABC12');
  await page.getByLabel('PAN *').blur();
  await expect(page.getByText(/Please enter a valid PAN/).first()).toBeVisible();
  await page.getByLabel('PAN *').fill('abcde1234f');
  await expect(page.getByTestId('donation-blocker')).toHaveText('Please read and agree to our Refund & Cancellation Policy');

  // Close does not agree; I Agree & Accept does.
  await page.getByLabel(/I have read and agree/).click();
  await page.getByRole('dialog', { name: 'Refund & Cancellation Policy' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel(/I have read and agree/)).not.toBeChecked();
  await agreeToPolicy(page);
  await expect(submit).toBeEnabled();

  // Unticking 80G clears the PAN.
  await page.getByLabel(/I want an 80G tax exemption certificate/).uncheck();
  await expect(page.getByLabel('PAN *')).toHaveCount(0);
  await page.getByLabel(/I want an 80G tax exemption certificate/).check();
  await expect(page.getByLabel('PAN *')).toHaveValue('');
});

test('a one-time 80G donation through the sandbox checkout: success, receipt PDF with PAN and amount in words, mail in the outbox', async ({
  page,
}) => {
  const email = `one-time-${unique()}@example.test`;
  await page.goto('/donations');
  await page.getByLabel(/I want an 80G tax exemption certificate/).check();
  await page.getByLabel('Amount (₹) *').fill('2500');
  await fillDonor(page, email);
  await page.getByLabel('Cause *').selectOption({ label: 'Nurturing Nature (environment)' });
  await page.getByLabel('PAN *').fill('PQRST6789K');
  await agreeToPolicy(page);
  await page.getByRole('button', { name: 'Create Donation' }).click();

  const frequency = page.getByRole('dialog', { name: 'Make it a regular gift?' });
  await frequency.getByRole('button', { name: 'One-time payment instead' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('rzp-sandbox-amount')).toHaveText('₹2,500.00');
  await checkout.getByRole('button', { name: 'Pay' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(status).toContainText('Your donation was successful');
  const paymentId = await page.getByTestId('payment-id').textContent();
  expect(paymentId).toMatch(/^pay_/);
  await expect(page.getByLabel('Amount (₹) *')).toHaveValue('');

  const href = await page.getByRole('link', { name: 'Download your receipt (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = Buffer.from(await pdf.body());
  expect(pdfContains(body, 'PQRST6789K')).toBe(true);
  expect(pdfContains(body, 'Rupees Two Thousand Five Hundred Only')).toBe(true);
  expect(pdfContains(body, paymentId!)).toBe(true);

  const outbox = await (await page.request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json();
  const receipt = outbox.data.find((m: { kind: string }) => m.kind === 'donation-receipt');
  expect(receipt.attachments[0].content_type).toBe('application/pdf');
  expect(receipt.text).toContain(paymentId);
});

test('a monthly donation creates a subscription and records the first charge', async ({ page, request }) => {
  const email = `monthly-${unique()}@example.test`;
  await page.goto('/donations');
  await page.getByLabel('Amount (₹) *').fill('300');
  await fillDonor(page, email, 'Monthly Donor');
  await agreeToPolicy(page);
  await page.getByRole('button', { name: 'Create Donation' }).click();
  await page
    .getByRole('dialog', { name: 'Make it a regular gift?' })
    .getByRole('button', { name: /^Monthly/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
  await expect(checkout.getByTestId('rzp-sandbox-amount')).toContainText('sub_');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText('recurring donation has started');

  const login = await request.post('/api/login', { data: { email: 'admin@example.com', password: 'Admin@12345' } });
  const { token } = await login.json();
  const list = await request.get(`/api/donations?search=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` } });
  const [donation] = (await list.json()).data;
  expect(donation).toMatchObject({ frequency: 'monthly', status: 'paid', amount: 300 });
  const outbox = await (await request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json();
  const mail = outbox.data.find((m: { kind: string }) => m.kind === 'donation-receipt').text as string;
  const cancelLink = /https?:\/\/\S+\/donations\/cancel\/\d+\?sig=\S+/.exec(mail)![0];

  // The donor stops it from the link in the receipt mail.
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { name: 'Cancel your recurring donation?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel my recurring donation' }).click();
  await expect(page.getByRole('heading', { name: 'Recurring donation cancelled' })).toBeVisible();
});

test('closing the checkout shows Payment was cancelled', async ({ page }) => {
  await page.goto('/donations');
  await page.getByLabel('Amount (₹) *').fill('100');
  await fillDonor(page, `closer-${unique()}@example.test`);
  await agreeToPolicy(page);
  await page.getByRole('button', { name: 'Create Donation' }).click();
  await page.getByRole('dialog', { name: 'Make it a regular gift?' }).getByRole('button', { name: 'One-time payment instead' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment was cancelled' })).toBeVisible();
  await expect(page.getByLabel('Amount (₹) *')).toHaveValue('100');
});

test('the donation page has no serious accessibility violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/donations');
  await page.getByLabel(/I want an 80G tax exemption certificate/).check();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
