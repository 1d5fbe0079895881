import { requireAdmin } from '@/lib/server/accounts';
import { dashboardStats } from '@/lib/server/backoffice';
import { endpoint, ok } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const admin = requireAdmin(await caller());
    return ok(await dashboardStats(admin));
  },
});
