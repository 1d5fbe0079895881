import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';

// A Hindi visitor gives: from /hi to /hi/donations, the form, its rules and the result in Hindi, the
// sandbox checkout in between. The form keeps no draft: the language switch loads the other language's
// page (another root layout), so what was typed is not carried over (checked below, as it is today).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a Hindi visitor donates from /hi through the sandbox and reads the result in Hindi', async ({ page }) => {
  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मिलकर हम एक बच्चे का कल बदल सकते हैं');
  await page.getByRole('main').getByRole('link', { name: 'अभी दान करें' }).click();
  await expect(page).toHaveURL(/\/hi\/donations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दान करें');

  const amount = page.getByLabel('राशि (₹) *');
  // A bad field: the live rule answers in Hindi.
  await amount.fill('55');
  await expect(page.getByText('दान राशि ₹10 के गुणकों में होनी चाहिए')).toBeVisible();

  // Switching language mid-way keeps the form (this tab's draft): the English page, then back.
  await page
    .getByRole('link', { name: /English$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/donations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a donation');
  await expect(page.getByLabel('Amount (₹) *')).toHaveValue('55');
  await expect(page.getByText('Donation amount must be in multiples of ₹10')).toBeVisible();
  await page.getByRole('link', { name: /हिंदी$/ }).first().click();
  await expect(page).toHaveURL(/\/hi\/donations$/);
  await expect(amount).toHaveValue('55');
  await expect(page.getByText('दान राशि ₹10 के गुणकों में होनी चाहिए')).toBeVisible();
  await amount.fill('');

  // The form was started, so the button waits: the required-fields message in Hindi, field names included.
  await expect(page.getByTestId('donation-blocker')).toHaveText('कृपया सभी आवश्यक फ़ील्ड भरें: नाम, फ़ोन, ईमेल, राशि, पता');

  await amount.fill('500');
  await expect(page.getByText('मान्य दान राशि')).toBeVisible();
  await page.getByLabel('पूरा नाम *').fill('आशा वर्मा');
  await page.getByLabel('फ़ोन *').fill('9876543210');
  await page.getByLabel('ईमेल *').fill(`hindi-${unique()}@example.test`);
  await page.getByLabel('पता *').fill('14 माल रोड, कानपुर 208001');
  await page.getByRole('radio', { name: /नर्चरिंग नेचर/ }).check();
  await expect(page.getByTestId('donation-blocker')).toHaveText('कृपया हमारी रिफ़ंड और रद्दीकरण नीति पढ़ें और उससे सहमति दें');

  await page.getByLabel(/रिफ़ंड और रद्दीकरण नीति पढ़ ली है/).click();
  const policy = page.getByRole('dialog', { name: 'रिफ़ंड और रद्दीकरण नीति' });
  await policy.getByRole('button', { name: /मैं सहमत हूँ/ }).click();
  await expect(policy).toBeHidden();
  await page.getByRole('button', { name: '₹500 दान करें', exact: true }).click();

  await page.getByRole('dialog', { name: 'क्या इसे नियमित दान बनाएँ?' }).getByRole('button', { name: 'इसके बजाय एक बार भुगतान' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay' }).click();

  const status = page.getByRole('status').filter({ hasText: 'धन्यवाद!' });
  await expect(status).toContainText('धन्यवाद! आपका दान सफल रहा।');
  await expect(page.getByTestId('donation-amount')).toHaveText('₹500');
  await expect(status).toContainText('नर्चरिंग नेचर');
  await expect(page.getByRole('link', { name: 'अपनी रसीद डाउनलोड करें (PDF)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिर से दान करें' })).toBeVisible();
});

for (const path of ['/hi', '/hi/donations', '/hi/auth']) {
  test(`axe: ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(await axeViolations(page)).toEqual([]);
  });
}
