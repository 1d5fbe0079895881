import { z } from 'zod';
import { financialYear } from '@/lib/domain/dates';
import { csvResponse } from '@/lib/server/platform';
import { form10bdCsv } from '@/lib/server/donations';
import { endpoint, readQueryAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';

const query = z.object({
  fy: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'The financial year must look like 2026-27.')
    .optional(),
});

// Admin: Form 10BD Part B CSV for ?fy=2025-26 (default: the current financial year).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const who = requireRole(await caller(), 'admin');
    const fy = readQueryAs(url, query).fy ?? financialYear(new Date());
    return csvResponse(await form10bdCsv(who, fy), `form-10bd-${fy}.csv`);
  },
});
