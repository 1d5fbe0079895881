import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPan, maskPhone, maskStreet } from '@/lib/domain/masking';
import { buyerMayCancel, timelineOf } from '@/lib/domain/order-status';

describe('PAN mask', () => {
  it('keeps the first five letters and the check letter: ABCPE••••F', () => {
    expect(maskPan('ABCPE1234F')).toBe('ABCPE••••F');
    expect(maskPan('abc')).toBe('••••');
  });
});

describe('tracking masks', () => {
  it('hides contact data but keeps enough to recognise it', () => {
    expect(maskEmail('asha.verma@example.net')).toBe('a***@example.net');
    expect(maskEmail('broken')).toBe('***');
    expect(maskPhone('+91 98765 43210')).toBe('******3210');
    expect(maskStreet('12 Civil Lines')).not.toContain('Civil');
    expect(maskName('Asha Kumari Verma')).toBe('Asha V.');
    expect(maskName('Asha')).toBe('Asha');
  });
});

describe('order timeline', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 10, 20, 10, m));
  it('lists recorded events oldest first, then the steps still ahead', () => {
    const t = timelineOf('processing', [
      { title: 'Processing', status: 'processing', note: null, createdAt: at(5) },
      { title: 'Order placed', status: 'pending', note: null, createdAt: at(0) },
    ]);
    expect(t.map((e) => [e.title, e.completed])).toEqual([
      ['Order placed', true],
      ['Processing', true],
      ['Shipped', false],
      ['Delivered', false],
    ]);
  });
  it('shows no steps ahead for cancelled orders', () => {
    expect(timelineOf('cancelled', [{ title: 'Cancelled', status: 'cancelled', note: 'x', createdAt: at(1) }])).toHaveLength(1);
  });
  it('lets a buyer cancel an order, paid or not, until it ships', () => {
    expect(buyerMayCancel({ status: 'pending' })).toBe(true);
    expect(buyerMayCancel({ status: 'processing' })).toBe(true);
    for (const status of ['shipped', 'delivered', 'cancelled', 'refunded']) expect(buyerMayCancel({ status })).toBe(false);
  });
});
