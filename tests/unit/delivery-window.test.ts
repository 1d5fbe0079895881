import { describe, expect, it } from 'vitest';
import { DELIVERY_BUSINESS_DAYS, DISPATCH_BUSINESS_DAYS, deliveryWindow } from '@/lib/domain/delivery-window';
import { promises } from '@/lib/config/promises';

describe('deliveryWindow', () => {
  it('counts the promised 1-2 + 3-7 business days from the day in India, skipping Sundays', () => {
    // Placed Tuesday 1 December 2026, 23:00 IST (17:30 UTC): 4 business days → Sat 5th, 9 → Fri 11th (Sunday 6th skipped).
    expect(deliveryWindow(new Date('2026-12-01T17:30:00Z'))).toEqual({ from: '2026-12-05', to: '2026-12-11' });
    // 23:30 UTC on 1 December is already Wednesday 2 December in India.
    expect(deliveryWindow(new Date('2026-12-01T23:30:00Z'))).toEqual({ from: '2026-12-07', to: '2026-12-12' });
  });

  it('uses the figures the shop promises', () => {
    expect(promises.shipping.dispatch).toContain(`${DISPATCH_BUSINESS_DAYS.min}-${DISPATCH_BUSINESS_DAYS.max} business days`);
    expect(promises.shipping.delivery).toContain(`${DELIVERY_BUSINESS_DAYS.min}-${DELIVERY_BUSINESS_DAYS.max} business days`);
  });
});
