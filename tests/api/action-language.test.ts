import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coded } from '@/lib/domain/errors';
import { codedText, type Translate } from '@/lib/i18n/coded-text';
import { textTranslator } from '@/lib/i18n/format-text';
import { api } from '@/tests/support/api';

// A server action answers codes (DESIGN.md §5); the page that rendered the form words them in its own
// language from the catalogues. The request's Referer plays no part: the test sets it to the other language.
const request = vi.hoisted(() => ({ referer: null as string | null }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.referer ? { referer: request.referer, 'x-forwarded-for': '203.0.113.41' } : {}),
  cookies: async () => ({ getAll: () => [], get: () => undefined }),
}));

const { sendContactMessage } = await import('@/lib/actions/contact');

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const worded = (locale: 'en' | 'hi') => (coded: Coded<string>) => codedText(textTranslator(locale) as Translate, coded);
const hindi = worded('hi');
const english = worded('en');

const badContact = { name: '', email: 'not-an-email', subject: 'Hello', message: '' };

describe('server actions answer codes, which the page words in its language', () => {
  afterEach(() => {
    request.referer = null;
  });

  it('answers the contact form with codes that a Hindi page words in Hindi (message and field errors)', async () => {
    request.referer = 'http://localhost:3000/contact';
    const answer = await sendContactMessage(null, form(badContact));
    expect(answer.ok).toBe(false);
    expect(answer.error).toEqual({ code: 'contact.check_fields' });
    expect(hindi(answer.error!)).toBe('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(answer.fieldErrors?.name?.map(hindi)).toEqual(['नाम भरना आवश्यक है।']);
    expect(answer.fieldErrors?.email?.map(hindi)).toEqual(['कृपया मान्य ईमेल पता दर्ज करें']);
    expect(answer.fieldErrors?.message?.map(hindi)).toEqual(['संदेश भरना आवश्यक है।']);
  });

  it('answers the same codes whatever the Referer says, and an English page words them in English', async () => {
    request.referer = 'http://localhost:3000/hi/contact';
    const fromHindiReferer = await sendContactMessage(null, form(badContact));
    request.referer = null;
    const withoutReferer = await sendContactMessage(null, form(badContact));
    expect(fromHindiReferer).toEqual(withoutReferer);
    expect(english(withoutReferer.error!)).toBe('Please correct the highlighted fields.');
    expect(withoutReferer.fieldErrors?.name?.map(english)).toEqual(['The name field is required.']);
  });

  it('keeps POST /api/contact in English whatever page the visitor came from', async () => {
    const res = await api.post('/api/contact', { body: badContact, headers: { referer: 'http://localhost:3000/hi/contact' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The name field is required.']);
    expect(res.body.errors.email).toEqual(['Please enter a valid email']);
  });
});
