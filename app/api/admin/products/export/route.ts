import { istIsoDay } from '@/lib/domain/dates';
import { adminProductQuerySchema } from '@/lib/domain/validation/product-admin-query';
import { exportProductsCsv } from '@/lib/server/catalog';
import { endpoint, readQueryAs } from '@/lib/server/http';
import { csvResponse } from '@/lib/server/platform';

// The products list's Export button: the filtered list as CSV (all pages), for staff.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const csv = await exportProductsCsv(await caller(), readQueryAs(url, adminProductQuerySchema));
    return csvResponse(csv, `products-${istIsoDay()}.csv`);
  },
});
