import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, like, not, or } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions } from '@/db/schema';
import { type Caller, requireSystem } from '@/lib/server/accounts';
import { panColumns } from '@/lib/server/platform';

const BATCH = 500;

async function sealTable(table: typeof donations | typeof donationSubscriptions): Promise<number> {
  const db = await getDb();
  // In clear, or sealed without its hash.
  const leftover = and(isNotNull(table.pan), or(not(like(table.pan, 'pan1:%')), isNull(table.panHash)));
  let after = 0;
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select({ id: table.id, pan: table.pan })
      .from(table)
      .where(and(leftover, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(BATCH);
    if (!rows.length) return sealed;
    await db.transaction(async (tx) => {
      // The same condition again: a row the site rewrote meanwhile is already sealed and stays as it is.
      for (const r of rows)
        await tx
          .update(table)
          .set(panColumns(r.pan))
          .where(and(eq(table.id, r.id), leftover));
    });
    sealed += rows.length;
    after = rows.at(-1)!.id;
  }
}

/**
 * Seals every PAN still stored in clear (rows from before PAN_ENCRYPTION_KEY, or loaded by SQL) and fills its
 * search hash, in batches by id. Repeatable: a sealed row with its hash is not selected again, so a second run
 * changes nothing. `npm run db:seal-pans` and the server's start-up run it.
 */
export async function sealStoredPans(caller: Caller): Promise<{ donations: number; subscriptions: number }> {
  requireSystem(caller, 'pan-seal');
  return { donations: await sealTable(donations), subscriptions: await sealTable(donationSubscriptions) };
}
