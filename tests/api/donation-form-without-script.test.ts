import { describe, expect, it, vi } from 'vitest';

// The donation form posted without JavaScript (issue 36 item 7): the 80G question's answers are submit buttons,
// and the server applies the answer and gives the form back; a post with 80G below ₹2,000 is still refused.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.42' }),
  cookies: async () => ({ getAll: () => [], get: () => undefined }),
}));

const { donateWithoutScript } = await import('@/lib/actions/donations');

const post = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};
const gift = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha-noscript@example.test',
  address: 'Kanpur',
  cause: 'general-welfare',
  frequency: 'monthly',
  amount: '500',
  want80G: '1',
  pan: 'ABCDE1234F',
  agreed: '1',
};

describe('the donation form without JavaScript', () => {
  it('refuses 80G below ₹2,000 on the amount, keeping what was typed', async () => {
    const answer = await donateWithoutScript(null, post(gift));
    expect(answer.ok).toBe(false);
    expect(answer.fieldErrors?.amount).toEqual([{ code: 'donation.minimum_80g' }]);
    expect(answer.values).toMatchObject({ amount: '500', frequency: 'monthly', want80G: '1' });
  });

  it('"Raise to ₹2,000" gives the form back at ₹2,000 with 80G; "Go on without 80G" at ₹500 monthly without it', async () => {
    const raised = await donateWithoutScript(null, post({ ...gift, resolve80g: 'raise' }));
    expect(raised).toMatchObject({ ok: true, data: { amount: '2000', want80G: '1', frequency: 'monthly', pan: 'ABCDE1234F' } });
    const without = await donateWithoutScript(null, post({ ...gift, resolve80g: 'without' }));
    expect(without).toMatchObject({ ok: true, data: { amount: '500', want80G: '', frequency: 'monthly', pan: '' } });
    expect(without.ok && without.notice).toBeFalsy(); // nothing to pay yet: the form is shown again
  });
});
