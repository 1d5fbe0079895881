import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DuplicatePaymentsCard } from '@/components/backoffice/dashboard/duplicate-payments-card';
import type { DuplicatePaymentsReport } from '@/lib/domain/wire/backoffice';

const item = (over: Partial<DuplicatePaymentsReport['items'][number]>): DuplicatePaymentsReport['items'][number] => ({
  payment_id: 7,
  order_id: 3,
  order_number: 'ORD-2026-ABCDEF',
  donation_id: null,
  duplicate_of_payment_id: 6,
  amount: 1942.92,
  mode: 'live',
  status: 'paid',
  needs_attention: true,
  paid_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('dashboard card for orders paid twice', () => {
  it('lists a duplicate whose money has not gone back, linked to the order', () => {
    const html = renderToStaticMarkup(<DuplicatePaymentsCard report={{ needs_attention: 1, items: [item({})] }} />);
    expect(html).toContain('1 payment was made twice');
    expect(html).toContain('href="/admin/orders?search=ORD-2026-ABCDEF"');
    expect(html).toContain('₹1,942.92');
  });

  it('names a donation paid twice', () => {
    const donation = item({ order_id: null, order_number: null, donation_id: 41, mode: 'sandbox' });
    const html = renderToStaticMarkup(<DuplicatePaymentsCard report={{ needs_attention: 1, items: [donation] }} />);
    expect(html).toContain('href="/admin/donations">Donation #41</a>');
    expect(html).toContain('(test)');
  });

  it('shows nothing once every duplicate has been refunded', () => {
    const refunded = item({ status: 'refunded', needs_attention: false });
    expect(renderToStaticMarkup(<DuplicatePaymentsCard report={{ needs_attention: 0, items: [refunded] }} />)).toBe('');
  });
});
