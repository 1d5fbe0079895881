import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';
import { ADMIN, PNG, login } from './backoffice-support';

// Issue 36 items 6 and 7: the office creates a campaign in the back-office; a donor gives through its page
// (English and Hindi). Sandbox money never moves the meter; the office's cheque filed under the campaign does,
// on the next request (the campaign's cache tag). The form asks before 80G changes an amount, its button says
// what will happen, and a recurring gift shows its mandate's terms first.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const inDays = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

async function fillDonor(page: Page, email: string) {
  await page.getByLabel('Full name *').fill('Meera Nair');
  await page.getByLabel('Phone *').fill('9876543210');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Address *').fill('14 Mall Road, Kanpur 208001');
}

async function agreeToPolicy(page: Page, accept: RegExp = /I Agree & Accept/) {
  await page.getByLabel(/I have read and agree|रिफ़ंड और रद्दीकरण नीति पढ़ ली है/).click();
  await page.getByRole('dialog').getByRole('button', { name: accept }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const meter = (page: Page) => page.getByRole('progressbar');

/** With SHOTS_DIR set, full-page screenshots at 390 and 1280 px for a person to look at (not an assertion). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the office creates a campaign; a donor gives on its page; only live money moves the meter (en, hi)', async ({ page }) => {
  const title = `Winter meals ${unique()}`;
  await login(page, ADMIN);
  await page.goto('/admin/campaigns');
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Title *').fill(title);
  await form.getByLabel('Story', { exact: true }).fill('Hot meals for 500 children in Kanpur this winter.');
  await form.getByLabel('Title (Hindi)').fill('सर्दियों का भोजन');
  await form.getByLabel('Story (Hindi)').fill('इस सर्दी कानपुर में 500 बच्चों के लिए गरम भोजन।');
  await form.getByLabel('Cause *').selectOption('kshudha-nivarana');
  await form.getByLabel('Goal (₹) *').fill('0');
  await form.getByLabel('Last day *').fill(inDays(30));
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByText('The goal amount must be greater than 0.')).toBeVisible();
  await expect(form.getByLabel('Title *')).toHaveValue(title); // a refused form keeps what was typed
  await form.getByLabel('Goal (₹) *').fill('10000');
  await form.getByLabel('Picture').setInputFiles({ name: 'meals.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Campaign created.')).toBeVisible();
  const row = page.getByTestId('admin-campaign').filter({ hasText: title });
  await expect(row).toContainText('₹0 of ₹10,000 (0%)');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'admin-campaigns');
  const url = await row.getByRole('link', { name: 'Public page' }).getAttribute('href');
  const path = new URL(url!).pathname;

  // The donor's page: story, meter at 0, days left, and the form without a cause to pick.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Hot meals for 500 children')).toBeVisible();
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('campaign-days')).toHaveText('31 days left');
  await expect(page.getByRole('radio', { name: /Kshudha Nivarana/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // 80G below ₹2,000 asks; going on without 80G keeps ₹500 monthly, and the mandate's terms show first.
  const amount = page.getByLabel('Amount (₹) *');
  await amount.fill('500');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel(/I want an 80G tax exemption certificate/).check();
  await expect(amount).toHaveValue('500');
  const ask = page.getByRole('group', { name: 'An 80G receipt needs a gift of at least ₹2,000' });
  await expect(ask).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'form-80g-question');
  await ask.getByRole('button', { name: 'Go on with ₹500 without 80G' }).click();
  await expect(page.getByLabel(/I want an 80G tax exemption certificate/)).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await fillDonor(page, `campaign-${unique()}@example.test`);
  await agreeToPolicy(page);
  await expect(page.getByRole('button', { name: 'Donate ₹500 monthly' })).toBeEnabled();
  const terms = page.getByTestId('mandate-terms');
  await expect(terms).toContainText('₹500 monthly to Kshudha Nivarana, for up to 120 payments.');
  await expect(terms).toContainText('First charge: today');
  await expect(terms).toContainText('a charge above ₹15,000 needs your approval each time');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'form-mandate-terms');

  // A one-time gift instead, through the sandbox: thanked, and (test money) the meter does not move.
  await page.getByRole('radio', { name: 'One-time' }).check();
  await amount.fill('2500');
  await page.getByRole('button', { name: 'Donate ₹2,500' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Thank you! Your donation was successful.')).toBeVisible();
  await page.reload();
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('campaign-raised')).toHaveText('₹0 raised of ₹10,000');

  // The office records a cheque of ₹4,000 for the campaign: the next request shows it (40%, one donor).
  await page.goto('/admin/donations');
  await page.getByRole('button', { name: 'Record offline donation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record offline donation' });
  await dialog.getByLabel('Donor name *').fill('Cheque Donor');
  await dialog.getByLabel('Amount (₹) *').fill('4000');
  await dialog.getByLabel('Campaign (its cause is used)').selectOption({ label: title });
  await dialog.getByLabel('Received as *').selectOption('cheque');
  await dialog.getByRole('button', { name: /Record/ }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(path);
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByTestId('campaign-raised')).toHaveText('₹4,000 raised of ₹10,000');
  await expect(page.getByTestId('campaign-donors')).toHaveText('1 donor');
  await shoot(page, 'campaign-en');

  // The Hindi page: the Hindi texts, the same meter, axe clean.
  await page.goto(`/hi${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सर्दियों का भोजन');
  await expect(page.getByText('इस सर्दी कानपुर में 500 बच्चों')).toBeVisible();
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByText('लक्ष्य का 40%')).toBeVisible();
  await page.getByLabel('राशि (₹) *').fill('2000');
  await page.getByRole('radio', { name: 'मासिक', exact: true }).check();
  await expect(page.getByRole('button', { name: '₹2,000 मासिक दान करें' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'campaign-hi');
});
