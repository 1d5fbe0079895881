import 'server-only';
import type { DbOrTx } from '@/db';
import { auditLog } from '@/db/schema';
import type { Role } from '@/lib/domain/roles';

export type AuditEntry = {
  action: string; // e.g. 'product.update', 'order.status', 'coupon.delete'
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Who wrote: a signed-in caller fits this shape (platform sits below accounts, so it names no Caller). */
type AuditActor = { userId: number; role: Role };

/** Records a back-office write; call it in the same transaction as the change. */
export async function recordAudit(db: DbOrTx, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
