import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/tests/support/api';

// A server action POSTs to the page it was called from: the Referer names that page. The test plays the
// request next/headers would see.
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

const badContact = { name: '', email: 'not-an-email', subject: 'Hello', message: '' };

describe('server actions answer in the language of the page that called them', () => {
  afterEach(() => {
    request.referer = null;
  });

  it('answers the contact form in Hindi from /hi/contact (message and field errors)', async () => {
    request.referer = 'http://localhost:3000/hi/contact';
    const answer = await sendContactMessage(null, form(badContact));
    expect(answer.ok).toBe(false);
    expect(answer.message).toBe('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(answer.errors?.name).toEqual(['नाम भरना आवश्यक है।']);
    expect(answer.errors?.email).toEqual(['कृपया मान्य ईमेल पता दर्ज करें']);
    expect(answer.errors?.message).toEqual(['संदेश भरना आवश्यक है।']);
  });

  it('answers in English from the English page and without a Referer', async () => {
    request.referer = 'http://localhost:3000/contact';
    const english = await sendContactMessage(null, form(badContact));
    expect(english.message).toBe('Please correct the highlighted fields.');
    expect(english.errors?.name).toEqual(['The name field is required.']);
    request.referer = null;
    expect((await sendContactMessage(null, form(badContact))).errors?.name).toEqual(['The name field is required.']);
  });

  it('keeps POST /api/contact in English whatever page the visitor came from', async () => {
    const res = await api.post('/api/contact', { body: badContact, headers: { referer: 'http://localhost:3000/hi/contact' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The name field is required.']);
    expect(res.body.errors.email).toEqual(['Please enter a valid email']);
  });
});
