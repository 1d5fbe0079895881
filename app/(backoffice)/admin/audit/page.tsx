import { AuditFilters } from '@/components/backoffice/logs/audit-filters';
import { AuditList } from '@/components/backoffice/logs/audit-list';
import { Notice } from '@/components/backoffice/ui';
import { auditQuerySchema } from '@/lib/domain/validation/back-office-query';
import { requirePageRole } from '@/lib/server/accounts/session';
import { auditActors, listAuditLog } from '@/lib/server/backoffice';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/audit');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const parsed = auditQuerySchema.safeParse(await searchParams);
  const q = parsed.success ? parsed.data : auditQuerySchema.parse({});
  const [page, people] = await Promise.all([listAuditLog(admin, { ...q, per_page: 30 }), auditActors(admin)]);
  const { page: _page, per_page: _perPage, ...filters } = q;
  return (
    <div className="space-y-4">
      <AuditFilters people={people} />
      {!parsed.success && <Notice kind="error">Some filters were not understood and were ignored.</Notice>}
      <AuditList
        page={page}
        filters={Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v === undefined ? undefined : String(v)]))}
      />
    </div>
  );
}
