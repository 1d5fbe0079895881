import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { getDb } from '@/db';
import { contactMessages, mailOutbox } from '@/db/schema';

describe('POST /api/contact', () => {
  it('stores the message and queues a mail to the foundation', async () => {
    const body = { name: 'Ravi Kumar', email: 'ravi@example.net', subject: 'Volunteering', message: 'I would like to help on weekends.' };
    const res = await api.post('/api/contact', { body, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Thank you! Your message has been sent.' });

    const db = await getDb();
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(stored).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.net', subject: 'Volunteering' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact')).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe('Contact form: Volunteering');
    expect(mail.textBody).toContain('I would like to help on weekends.');
  });

  it('is rate-limited per address with a 429', async () => {
    const body = { name: 'Spammer', email: 'spam@example.net', subject: 'Buy', message: 'Buy now' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await api.post('/api/contact', { body, headers: { 'x-forwarded-for': '198.51.100.99' } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });
});
