import { describe, expect, it } from 'vitest';
import { z } from '@/lib/domain/zod';
import { fieldErrorsOf, issue } from '@/lib/domain/errors';
import { paginated } from '@/lib/server/platform/pagination';
import { hasRole } from '@/lib/domain/roles';
import { backoffSeconds } from '@/lib/server/mail';
import { isCurrentPath } from '@/lib/config/navigation';

describe('fieldErrorsOf', () => {
  it('keys refusals by field, as codes, and joins nested paths with dots', () => {
    const schema = z.object({
      name: z.string().min(1, issue('field.required', { label: 'name' })),
      items: z.array(z.object({ quantity: z.number().min(1, issue('field.at_least', { label: 'quantity', min: 1 })) })),
    });
    const result = schema.safeParse({ name: '', items: [{ quantity: 0 }] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      name: [{ code: 'field.required', params: { label: 'name' } }],
      'items.0.quantity': [{ code: 'field.at_least', params: { label: 'quantity', min: 1 } }],
    });
  });
});

describe('paginated', () => {
  it('computes the last page and never answers 0 pages', () => {
    expect(paginated([1, 2], 1, 12, 25)).toEqual({ data: [1, 2], current_page: 1, last_page: 3, per_page: 12, total: 25 });
    expect(paginated([], 1, 12, 0).last_page).toBe(1);
  });
});

describe('hasRole', () => {
  it('matches one role exactly or membership in a list', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('manager', 'admin')).toBe(false);
    expect(hasRole('manager', ['admin', 'manager'])).toBe(true);
    expect(hasRole('user', ['admin', 'manager'])).toBe(false);
    expect(hasRole(undefined, ['admin'])).toBe(false);
  });
});

describe('mail backoff', () => {
  it('doubles from one minute and is capped at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([60, 120, 240, 480]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});

describe('isCurrentPath', () => {
  it('highlights a section on its sub-pages, and home only on itself', () => {
    expect(isCurrentPath('/shop/product/3', '/shop')).toBe(true);
    expect(isCurrentPath('/shopping', '/shop')).toBe(false);
    expect(isCurrentPath('/about', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
