import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken } from './backoffice-support';

// A donor whose receipt link expired asks /donations/receipt for a fresh one (issue 34, item 9): the page answers
// the same words whether or not the address and number match a receipt, and only a match is mailed its link.

const TEXTS = {
  en: {
    prefix: '',
    email: 'E-mail address',
    number: 'Receipt number or donation number',
    send: 'Send a fresh link',
    sent: 'If a receipt with that number was issued to that address, we have mailed it a fresh download link. The link works for 30 days.',
  },
  hi: {
    prefix: '/hi',
    email: 'ई-मेल पता',
    number: 'रसीद संख्या या दान संख्या',
    send: 'नया लिंक भेजें',
    sent: 'यदि उस संख्या की रसीद इस पते पर जारी हुई थी, तो हमने उस पर डाउनलोड का नया लिंक भेज दिया है। यह लिंक 30 दिन तक काम करेगा।',
  },
} as const;

for (const locale of ['en', 'hi'] as const) {
  const t = TEXTS[locale];
  test(`/donations/receipt answers the same for a match and for a stranger, and mails only the match (${locale})`, async ({
    page,
    request,
  }) => {
    const email = `receipt-${locale}-${randomBytes(4).toString('hex')}@example.test`;
    const token = await apiToken(request, ADMIN);
    const recorded = await request.post('/api/donations', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Meera Joshi', email, phone: '9811111117', address: 'Kanpur', amount: 1500, payment_mode: 'cheque' },
    });
    expect(recorded.status()).toBe(201);
    const number = (await recorded.json()).data.receipt_number as string;

    const ask = async (who: string, what: string) => {
      await page.goto(`${t.prefix}/donations/receipt`);
      await page.getByLabel(t.email).fill(who);
      await page.getByLabel(t.number).fill(what);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    };
    await ask(`stranger-${randomBytes(3).toString('hex')}@example.test`, number);
    await ask(email, 'DON/2019-20/999999');
    await ask(email, number);

    const outbox = await (await request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json();
    const links = outbox.data.filter((m: { kind: string }) => m.kind === 'donation-receipt-link');
    expect(links).toHaveLength(1);
    expect(links[0].subject).toContain(number);
    const url = /(https?:\/\/\S+\/api\/donations\/\d+\/receipt\?sig=\S+)/.exec(links[0].text)?.[1];
    const pdf = await request.get(new URL(url!).pathname + new URL(url!).search);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });
}
