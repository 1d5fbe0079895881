import { describe, expect, it } from 'vitest';
import { sectionFor } from '@/lib/config/back-office-menu';

describe('panel header sections', () => {
  it('names the section of a path, the longest match first', () => {
    expect(sectionFor('/admin').title).toBe('Dashboard');
    expect(sectionFor('/admin/products/add').title).toBe('Add Product');
    expect(sectionFor('/admin/products/edit/12').title).toBe('Edit Product');
    expect(sectionFor('/manager/orders').title).toBe('Orders');
  });

  it('does not call an unknown path the dashboard', () => {
    expect(sectionFor('/admin/no-such-page').title).toBe('Page Not Found');
  });
});
