import { salesRegisterQuerySchema } from '@/lib/domain/validation/back-office-query';
import { salesRegisterCsv } from '@/lib/server/orders';
import { requireRole } from '@/lib/server/accounts';
import { endpoint, readQueryAs } from '@/lib/server/http';
import { csvResponse } from '@/lib/server/platform';

// The orders export for the accounts (admin): the GST sales register of ?from=…&to=… (India's days, inclusive).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    // Who first: a stranger learns nothing about the query's rules.
    const admin = requireRole(await caller(), 'admin');
    const q = readQueryAs(url, salesRegisterQuerySchema);
    return csvResponse(await salesRegisterCsv(admin, q), `gst-sales-register-${q.from}-to-${q.to}.csv`);
  },
});
