import Link from 'next/link';
import { AuditList } from '@/components/backoffice/logs/audit-list';
import { INPUT, BTN } from '@/components/backoffice/ui';
import { auditQuerySchema } from '@/lib/domain/validation/back-office-query';
import { requirePageRole } from '@/lib/server/accounts';
import { listAuditLog } from '@/lib/server/backoffice';

const TYPES = ['product', 'coupon', 'order', 'slide', 'user', 'donation', 'mail'];

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const parsed = auditQuerySchema.safeParse(await searchParams);
  const q = parsed.success ? parsed.data : auditQuerySchema.parse({});
  return (
    <div className="space-y-4">
      <form className="flex flex-wrap items-end gap-3" method="get">
        <label className="text-sm font-medium text-gray-700">
          Entity
          <select name="entity_type" defaultValue={q.entity_type ?? ''} className={`${INPUT} mt-1`}>
            <option value="">All</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Id
          <input name="entity_id" defaultValue={q.entity_id ?? ''} className={`${INPUT} mt-1 w-28`} />
        </label>
        <button type="submit" className={BTN.secondary}>
          Filter
        </button>
        <Link href="/admin/audit" className="text-sm text-brand-700 underline">
          Clear
        </Link>
      </form>
      <AuditList
        page={await listAuditLog(admin, { ...q, per_page: 30 })}
        filters={{ entity_type: q.entity_type, entity_id: q.entity_id }}
      />
    </div>
  );
}
