import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe-support';

// A forgotten password, walked in both languages (issue 35, item 1): the link on the sign-in form, the
// request page, the mail (read from the sandbox inbox), the reset page, signed in afterwards, the link used up.

const TEXTS = {
  en: {
    prefix: '',
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send reset link',
    sent: 'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
    subject: /^Reset your password – /,
    heading: 'Choose a new password',
    password: 'New password',
    confirm: 'Confirm new password',
    save: 'Save new password',
    done: 'Your password has been changed and you are now logged in. You have been signed out on your other devices.',
    used: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  hi: {
    prefix: '/hi',
    forgot: 'पासवर्ड भूल गए?',
    email: 'ईमेल',
    send: 'रीसेट लिंक भेजें',
    sent: 'यदि इस पते से कोई खाता है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। यह लिंक 30 मिनट तक काम करेगा।',
    subject: /^अपना पासवर्ड रीसेट करें – /,
    heading: 'नया पासवर्ड चुनें',
    password: 'नया पासवर्ड',
    confirm: 'नए पासवर्ड की पुष्टि करें',
    save: 'नया पासवर्ड सहेजें',
    done: 'आपका पासवर्ड बदल गया है और आप लॉग इन हो गए हैं। आपके अन्य डिवाइस पर आपको लॉग आउट कर दिया गया है।',
    used: 'पासवर्ड रीसेट का यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
  },
} as const;

async function registered(request: APIRequestContext, email: string) {
  const res = await request.post('/api/register', {
    data: { name: 'Asha Verma', email, password: 'Old#password1', password_confirmation: 'Old#password1' },
  });
  expect(res.status()).toBe(201);
}

for (const locale of ['en', 'hi'] as const) {
  const t = TEXTS[locale];
  test(`a forgotten password, reset by the mailed link, signs in (${locale})`, async ({ page, request }) => {
    const email = `reset-${locale}-${randomBytes(4).toString('hex')}@example.test`;
    await registered(request, email);

    await page.goto(`${t.prefix}/auth`);
    await page.getByRole('link', { name: t.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/auth/forgot-password$`));
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'forgot-password').toEqual([]);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();

    const outbox = await (await request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json();
    const mail = outbox.data.find((m: { kind: string }) => m.kind === 'password_reset');
    expect(mail.subject).toMatch(t.subject);
    const link = /(https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(new URL(link!).pathname).toBe(`${t.prefix}/auth/reset-password`);

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'reset-password').toEqual([]);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill('New#password1');
    await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('New#password1');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.done)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${t.prefix || '/'}$`), { timeout: 10_000 });
    const session = await (await page.request.get('/api/session')).json();
    expect(JSON.stringify(session)).toContain(email);

    // The link works once.
    await page.goto(link!);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill('Other#password1');
    await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('Other#password1');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.used })).toBeVisible();
    expect((await request.post('/api/login', { data: { email, password: 'New#password1' } })).status()).toBe(200);
  });
}
