import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditRecordLabel } from '@/lib/domain/audit';

describe('audit log in words', () => {
  it('names the action and the record', () => {
    expect(auditActionLabel('product.update')).toBe('Edited product');
    expect(auditActionLabel('something.new')).toBe('something new');
    expect(auditRecordLabel('product', '12')).toBe('Product #12');
    expect(auditRecordLabel('user', null)).toBe('Team member');
  });

  it('lists only the fields that changed, before → after, with money in rupees', () => {
    expect(
      auditChanges(
        { name: 'Lamp', pricePaise: 34950, status: 'active', updatedAt: 'x' },
        { name: 'Lamp', pricePaise: 39900, status: 'inactive' },
      ),
    ).toEqual([
      { field: 'price', before: '₹349.50', after: '₹399.00' },
      { field: 'status', before: 'active', after: 'inactive' },
    ]);
  });

  it('shows a create as after only and a delete as before only, hiding ids and timestamps', () => {
    expect(auditChanges(null, { id: 3, title: 'Hello', is_active: true, createdAt: 'x' })).toEqual([
      { field: 'title', before: '—', after: 'Hello' },
      { field: 'is active', before: '—', after: 'yes' },
    ]);
    expect(auditChanges({ status: 'pending' }, null)).toEqual([{ field: 'status', before: 'pending', after: '—' }]);
  });

  it('shows a coupon value, a file size and a discount in the units people read, not the stored ones', () => {
    expect(auditChanges(null, { type: 'fixed', value: 1000, minimumAmountPaise: 50000 }, 'coupon')).toEqual([
      { field: 'type', before: '—', after: 'fixed' },
      { field: 'value', before: '—', after: '₹10.00' },
      { field: 'minimum amount', before: '—', after: '₹500.00' },
    ]);
    expect(auditChanges({ type: 'percentage', value: 500 }, { value: 1250 }, 'coupon')).toEqual([
      { field: 'value', before: '5%', after: '12.5%' },
    ]);
    expect(auditChanges(null, { fileId: 4, mime: 'application/pdf', size: 2_516_582 }, 'donation')).toContainEqual({
      field: 'size',
      before: '—',
      after: '2.4 MB',
    });
    expect(auditChanges({ discountPercentage: 5 }, { discountPercentage: 10 }, 'product')).toEqual([
      { field: 'discount percentage', before: '5%', after: '10%' },
    ]);
  });
});
