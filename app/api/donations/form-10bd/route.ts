import { defaultForm10bdYear } from '@/lib/domain/dates';
import { form10bdQuery } from '@/lib/domain/validation/donations';
import { csvResponse } from '@/lib/server/platform';
import { form10bdCsv } from '@/lib/server/donations';
import { endpoint, readQueryAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';

// Admin: Form 10BD Part B CSV for ?fy=2025-26 (default: the year just ended from April to June, when the
// form is filed, otherwise the current one).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const who = requireRole(await caller(), 'admin');
    const fy = readQueryAs(url, form10bdQuery).fy ?? defaultForm10bdYear();
    return csvResponse(await form10bdCsv(who, fy), `form-10bd-${fy}.csv`);
  },
});
