import { auditQuerySchema } from '@/lib/domain/validation/back-office-query';
import { requireAdmin } from '@/lib/server/accounts';
import { listAuditLog } from '@/lib/server/backoffice';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const admin = requireAdmin(await caller());
    return ok(await listAuditLog(admin, readQueryAs(url, auditQuerySchema)));
  },
});
