import 'server-only';
import type { DbOrTx } from '@/db';
import { donations, donationSubscriptions } from '@/db/schema';
import { openPan } from '@/lib/server/platform';
import type { SQL } from 'drizzle-orm';

// How the rest of lib/server reads and clears a donor's PAN without knowing how it is stored (account erasure
// and the purge job). PAN is sealed at rest (lib/server/platform/pan-seal.ts, issue 34): reading opens the sealed
// value, clearing also clears its search hash. A door (eslint.config.mjs): it imports nothing of accounts, so
// accounts may use it without a cycle through the donations index.

/** The PANs on the gifts and recurring templates a condition selects, as the donor typed them, without repeats. */
export async function pansWhere(db: DbOrTx, gifts: SQL | undefined, templates: SQL | undefined): Promise<string[]> {
  const a = gifts ? await db.select({ pan: donations.pan }).from(donations).where(gifts) : [];
  const b = templates ? await db.select({ pan: donationSubscriptions.pan }).from(donationSubscriptions).where(templates) : [];
  const opened = [...a, ...b].map((r) => openPan(r.pan)?.trim().toUpperCase());
  return [...new Set(opened.filter((p): p is string => Boolean(p)))];
}

/** The columns that clear a PAN and its search hash, for `.set()` on donations or recurring templates. */
export const PAN_CLEARED = { pan: null, panHash: null } as const;
