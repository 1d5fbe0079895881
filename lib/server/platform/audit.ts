import 'server-only';
import type { DbOrTx } from '@/db';
import { auditLog } from '@/db/schema';
import type { Role } from '@/lib/domain/roles';
import { boundedDetail, boundedString } from './bounded';

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

/**
 * Records a back-office write; call it in the same transaction as the change. Details are bounded
 * (bounded.ts): some entries carry what an anonymous caller sent (a refused gateway result).
 */
export async function recordAudit(db: DbOrTx, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    action: boundedString(entry.action, 100),
    entityType: boundedString(entry.entityType, 100),
    entityId: entry.entityId == null ? null : boundedString(String(entry.entityId), 100),
    before: boundedDetail(entry.before),
    after: boundedDetail(entry.after),
    ip: entry.ip == null ? null : boundedString(entry.ip, 100),
  });
}
