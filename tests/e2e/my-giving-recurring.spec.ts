import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';

// A monthly donor manages the gift from My giving (issue 36, item 2), in both languages: from the mailed
// sign-in link to a paused and a resumed gift; and a signed-in account with a confirmed address does the same
// under the profile. The gateway is the built-in Razorpay sandbox (its webhooks reach the server over HTTP).

const TEXTS = {
  en: {
    prefix: '',
    send: 'Mail me a link',
    sent: 'If we have gifts from that address, we have mailed it a link to your giving page.',
    email: 'E-mail address',
    open: 'Show my gifts',
    pause: 'Pause this gift',
    resume: 'Resume this gift',
    paused: 'Your recurring donation is paused. Nothing is charged until you resume it.',
    resumed: 'Your recurring donation is running again.',
    statePaused: 'paused',
    stateActive: 'active',
    change: 'Change amount or frequency',
    newAmount: 'New amount in rupees',
    review: 'Review the change',
    explained: /A mandate in India cannot be changed/,
  },
  hi: {
    prefix: '/hi',
    send: 'मुझे लिंक भेजें',
    sent: 'यदि इस पते से हमें दान मिला है, तो हमने उस पर आपके दान पेज का लिंक भेज दिया है।',
    email: 'ई-मेल पता',
    open: 'मेरे दान दिखाएँ',
    pause: 'यह दान रोकें',
    resume: 'यह दान फिर से शुरू करें',
    paused: 'आपका नियमित दान रोक दिया गया है। फिर से शुरू करने तक कोई भुगतान नहीं लिया जाएगा।',
    resumed: 'आपका नियमित दान फिर से चल रहा है।',
    statePaused: 'स्थगित',
    stateActive: 'सक्रिय',
    change: 'राशि या आवृत्ति बदलें',
    newAmount: 'नई राशि (रुपये में)',
    review: 'बदलाव देखें',
    explained: /भारत में मैंडेट बदला नहीं जा सकता/,
  },
} as const;

/** A monthly gift whose first charge is paid: created, paid in the sandbox's checkout, verified as the browser does. */
async function monthlyGift(request: APIRequestContext, email: string, amount: number) {
  const donor = {
    name: 'Ravi Gupta',
    phone: '9876543210',
    email,
    amount,
    cause: 'general-welfare',
    causeCode: 'GSW',
    address: '14 Mall Road, Kanpur 208001',
    pan: null,
    frequency: 'monthly',
    want80G: false,
  };
  const created = await request.post('/api/donations/create-subscription', { data: donor });
  expect(created.status()).toBe(200);
  const sub = (await created.json()).data;
  const paid = await request.post('/sandbox/razorpay/checkout/pay', {
    data: { key: sub.key_id, subscription_id: sub.subscription_id, outcome: 'pay' },
  });
  expect(paid.status()).toBe(200);
  const verified = await request.post('/api/donations/verify-subscription', { data: { ...(await paid.json()), donation_details: donor } });
  expect(verified.status()).toBe(200);
  return sub.subscription_id as string;
}

async function mailTo(request: APIRequestContext, email: string, kind: string) {
  const outbox = await (await request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json();
  return outbox.data.find((m: { kind: string }) => m.kind === kind) as { subject: string; text: string } | undefined;
}

/** The English donor asks /giving for a link, opens it from the sandbox inbox and lands on their gifts. */
async function openMyGiving(page: Page, email: string) {
  await page.goto('/giving');
  await page.getByLabel(TEXTS.en.email).fill(email);
  await page.getByRole('button', { name: TEXTS.en.send }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXTS.en.sent })).toBeVisible();
  const mail = await mailTo(page.request, email, 'giving-link');
  await page.goto(/(https?:\/\/\S+\/giving\/open\?token=[A-Za-z0-9_-]+)/.exec(mail!.text)![1]);
  await page.getByRole('button', { name: TEXTS.en.open }).click();
}

async function screenshots(page: Page, name: string) {
  mkdirSync('test-results/my-giving-recurring', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/my-giving-recurring/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Pauses and resumes the one recurring gift on the page, checking the state, the notice and axe each time. */
async function pauseAndResume(page: Page, t: (typeof TEXTS)['en' | 'hi'], name: string) {
  const gift = page.getByTestId('my-recurring-gift');
  await expect(gift).toHaveCount(1);
  await expect(gift.getByText(t.stateActive, { exact: true })).toBeVisible();
  await gift.getByRole('button', { name: t.pause }).click();
  await expect(gift.getByRole('status')).toHaveText(t.paused);
  await expect(gift.getByText(t.statePaused, { exact: true })).toBeVisible();
  await expect(gift.getByRole('button', { name: t.pause })).toHaveCount(0);
  await expect(gift.getByText(t.change)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), `${name} paused`).toEqual([]);
  await screenshots(page, `${name}-paused`);
  await gift.getByRole('button', { name: t.resume }).click();
  await expect(gift.getByRole('status')).toHaveText(t.resumed);
  await expect(gift.getByText(t.stateActive, { exact: true })).toBeVisible();
  // A change of amount is explained before anything is created: the new mandate, its first date, the old one cancelled.
  await gift.getByText(t.change).click();
  await gift.getByLabel(t.newAmount).fill('1200');
  await gift.getByRole('button', { name: t.review }).click();
  await expect(gift.getByTestId('change-explained')).toContainText(t.explained);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), `${name} resumed`).toEqual([]);
  await screenshots(page, `${name}-resumed`);
}

for (const locale of ['en', 'hi'] as const) {
  const t = TEXTS[locale];
  test(`a monthly donor opens the mailed link, pauses and resumes the gift (${locale})`, async ({ page }) => {
    const email = `recurring-${locale}-${randomBytes(4).toString('hex')}@example.test`;
    await monthlyGift(page.request, email, 700);
    await page.goto(`${t.prefix}/giving`);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    const mail = await mailTo(page.request, email, 'giving-link');
    const link = /(https?:\/\/\S+\/giving\/open\?token=[A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    expect(new URL(link).pathname).toBe(`${t.prefix}/giving/open`);
    await page.goto(link);
    await page.getByRole('button', { name: t.open }).click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${t.prefix}/giving$`));
    await pauseAndResume(page, t, `giving-${locale}`);
    // Back after a reload: the state came from the server, not from the page.
    await page.reload();
    await expect(page.getByTestId('my-recurring-gift').getByText(t.stateActive, { exact: true })).toBeVisible();
  });
}

test('a signed-in donor with a confirmed address pauses and resumes under the profile', async ({ page }) => {
  const email = `recurring-account-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Giving-pass-123';
  const registered = await page.request.post('/api/register', {
    data: { name: 'Ravi Gupta', email, phone: '9876500002', address: '14 Mall Road, Kanpur', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const confirmation = await mailTo(page.request, email, 'email_confirmation');
  const token = new URL(/(https?:\/\/\S+\/auth\/confirm-email\?token=\S+)/.exec(confirmation!.text)![1]).searchParams.get('token');
  expect((await page.request.post('/api/confirm-email', { data: { token } })).status()).toBe(200);
  await monthlyGift(page.request, email, 900);

  await page.goto('/auth?next=%2Fprofile%2Fgiving');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/giving$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My giving' })).toBeVisible();
  await expect(page.getByText(`Gifts made with ${email}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), 'profile giving').toEqual([]);
  await pauseAndResume(page, TEXTS.en, 'profile');
});

test('a monthly donor changes the amount: the new mandate is authorised in checkout, the old gift is cancelled, nothing is charged twice', async ({
  page,
}) => {
  const email = `recurring-change-${randomBytes(4).toString('hex')}@example.test`;
  await monthlyGift(page.request, email, 700);
  await openMyGiving(page, email);
  const gift = page.getByTestId('my-recurring-gift');
  await expect(gift).toHaveCount(1);
  const nextCharge = (await gift.getByRole('definition').nth(2).textContent())!.trim();

  await gift.getByText(TEXTS.en.change).click();
  await gift.getByLabel(TEXTS.en.newAmount).fill('1200');
  await gift.getByLabel('How often').selectOption('quarterly');
  await gift.getByRole('button', { name: TEXTS.en.review }).click();
  const explained = gift.getByTestId('change-explained');
  await expect(explained).toContainText('a new quarterly mandate for ₹1,200.00 replaces this one');
  // The first charge of the new mandate is the old gift's next charge date: no month is charged twice.
  await expect(explained).toContainText(`The first payment of ₹1,200.00 is on ${nextCharge}`);
  // The fields keep what was reviewed (a form is reset after its action).
  await expect(gift.getByLabel(TEXTS.en.newAmount)).toHaveValue('1200');
  await expect(gift.getByLabel('How often')).toHaveValue('quarterly');

  await explained.getByRole('button', { name: 'Confirm and authorise' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
  await expect(checkout.getByTestId('rzp-sandbox-amount')).toContainText('sub_');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(
    page.getByText(`Your recurring donation has been changed. The first payment of the new amount is on ${nextCharge}.`),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), 'changed').toEqual([]);
  await screenshots(page, 'giving-changed');

  // From the server: the new quarterly mandate is authorised (Razorpay's "authenticated": active from its first
  // charge), the old monthly one cancelled, and nothing new was charged.
  await page.reload();
  const lines = page.getByTestId('my-recurring-gift');
  await expect(lines).toHaveCount(2);
  const replacement = lines.filter({ hasText: '₹1,200.00' });
  await expect(replacement).toContainText('Quarterly');
  await expect(replacement.getByText('authorised', { exact: true })).toBeVisible();
  await expect(replacement.getByRole('definition').nth(2)).toHaveText(nextCharge);
  await expect(lines.filter({ hasText: '₹700.00' }).getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('my-gift')).toHaveCount(1);
});

test('a charge that fails is mailed with a link; the donor pays the due charge on the gateway page once, and the gift runs again', async ({
  page,
}) => {
  const email = `recurring-failed-${randomBytes(4).toString('hex')}@example.test`;
  const subscriptionId = await monthlyGift(page.request, email, 800);
  const failed = await page.request.post('/sandbox/razorpay/test/fail-charge', { data: { subscription_id: subscriptionId } });
  expect(failed.status()).toBe(200);
  expect((await failed.json()).status).toBe('pending');
  await expect.poll(async () => Boolean(await mailTo(page.request, email, 'donation-subscription-pending'))).toBe(true);
  const mail = await mailTo(page.request, email, 'donation-subscription-pending');
  const link = new URL(/https?:\/\/\S+\/donations\/payment\/\d+\?sig=\S+/.exec(mail!.text)![0]);

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update the payment method of your gift');
  await expect(page.getByText('Your monthly donation of ₹800 is waiting for a payment.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), 'update payment page').toEqual([]);
  await screenshots(page, 'update-payment');
  await page.getByRole('button', { name: 'Go to the payment page' }).click();
  // The gateway's hosted page for this subscription (the sandbox plays it): one due charge of the gift's amount.
  await expect(page.getByRole('heading', { name: 'Update your payment method' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹800.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment done' })).toBeVisible();

  // The webhooks bring the gift back: active, and one more paid gift (the mended charge), not two.
  await openMyGiving(page, email);
  await expect(page.getByTestId('my-recurring-gift').getByText('active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('my-gift')).toHaveCount(2);
  // The mailed link, opened again, has nothing left to pay.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This gift needs no payment now');
});
