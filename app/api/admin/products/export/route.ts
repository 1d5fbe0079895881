import { adminProductQuerySchema } from '@/lib/domain/validation/product-admin-query';
import { exportProductsCsv } from '@/lib/server/catalog';
import { endpoint, readQueryAs } from '@/lib/server/http';

// The products list's Export button: the filtered list as CSV (all pages), for staff.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const csv = await exportProductsCsv(await caller(), readQueryAs(url, adminProductQuerySchema));
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});
