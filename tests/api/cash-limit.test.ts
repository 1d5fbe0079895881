// Issue 34 item 8: section 269ST on the office's offline entry (no ₹2,00,000 or more in cash for one gift;
// a warning when one donor's cash on one day reaches it).
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser('admin');
});

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + randomInt(26))).join('');
const newPan = () => `${letters(5)}${String(randomInt(10_000)).padStart(4, '0')}${letters(1)}`;
const gift = (over: Record<string, unknown>) => ({ name: 'Cash Donor', address: 'Kanpur', payment_mode: 'cash', ...over });

describe('POST /api/donations (offline) and section 269ST', () => {
  it('refuses cash of ₹2,00,000 or more for one gift with errors.amount; a cheque of that size is fine', async () => {
    for (const amount of [200_000, 250_000, '200000.00']) {
      const res = await api.post('/api/donations', { token: admin.token, body: gift({ amount }) });
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors.amount).toEqual([
        'Cash of ₹2,00,000 or more cannot be accepted for one gift (section 269ST). Record it only if it came by cheque or bank transfer.',
      ]);
    }
    const below = await api.post('/api/donations', { token: admin.token, body: gift({ amount: 199_999.99, pan: newPan() }) });
    expect(below.status).toBe(201);
    const cheque = await api.post('/api/donations', { token: admin.token, body: gift({ amount: 200_000, payment_mode: 'cheque' }) });
    expect(cheque.status).toBe(201);
    expect(cheque.body.data.cash_day_total_warning).toBeNull();
  });

  it('records a donor’s cash that reaches ₹2,00,000 on one IST day, with a warning; another day or donor does not count', async () => {
    const pan = newPan();
    const at = (iso: string) => ({ received_at: iso });
    const first = await api.post('/api/donations', {
      token: admin.token,
      body: gift({ pan, amount: 150_000, ...at('2026-11-20T04:00:00Z') }),
    });
    expect(first.status).toBe(201);
    expect(first.body.data.cash_day_total_warning).toBeNull();
    // 23:50 IST the day before: another day in India.
    const dayBefore = await api.post('/api/donations', {
      token: admin.token,
      body: gift({ pan, amount: 60_000, ...at('2026-11-19T18:20:00Z') }),
    });
    expect(dayBefore.body.data.cash_day_total_warning).toBeNull();
    const otherDonor = await api.post('/api/donations', {
      token: admin.token,
      body: gift({ pan: newPan(), amount: 60_000, ...at('2026-11-20T05:00:00Z') }),
    });
    expect(otherDonor.body.data.cash_day_total_warning).toBeNull();
    // 00:10 IST on the 20th, same donor: ₹1,50,000 + ₹50,000 reaches the limit.
    const second = await api.post('/api/donations', {
      token: admin.token,
      body: gift({ pan, amount: 50_000, ...at('2026-11-19T18:40:00Z') }),
    });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ status: 'paid', amount: 50_000, cash_day_total_warning: 200_000 });
  });
});
