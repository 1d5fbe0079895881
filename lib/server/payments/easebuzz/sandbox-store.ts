import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { appMeta } from '@/db/schema';

// The sandbox is a stand-in for Easebuzz's own servers: it keeps its transactions apart from ours, as
// small JSON records in the key/value table (no tables of its own: it does not exist in production).
type SandboxRefund = { merchantRefundId: string; refundId: string; amount: string; at: string };
export type SandboxTxn = {
  fields: Record<string, string>; // what initiateLink received (key, txnid, amount, surl, furl, udfs...)
  accessKey: string;
  status: 'initiated' | 'success' | 'failure' | 'userCancelled';
  easepayid: string | null;
  addedon: string | null;
  refunds: SandboxRefund[];
};

const txnKey = (txnid: string) => `sandbox:easebuzz:txn:${txnid}`;
const accessKeyKey = (k: string) => `sandbox:easebuzz:access:${k}`;
const payKey = (easepayid: string) => `sandbox:easebuzz:pay:${easepayid}`;

async function get(key: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

async function put(key: string, value: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

export async function saveTxn(t: SandboxTxn): Promise<void> {
  await put(txnKey(t.fields.txnid), JSON.stringify(t));
  await put(accessKeyKey(t.accessKey), t.fields.txnid);
  if (t.easepayid) await put(payKey(t.easepayid), t.fields.txnid);
}

export async function txnById(txnid: string): Promise<SandboxTxn | null> {
  const raw = await get(txnKey(txnid));
  return raw ? (JSON.parse(raw) as SandboxTxn) : null;
}

export async function txnByAccessKey(accessKey: string): Promise<SandboxTxn | null> {
  // Keys are 32 hex characters (randomBytes(16)): anything else (a NUL from the address) is no key at all.
  if (!/^[0-9a-f]{32}$/.test(accessKey)) return null;
  const txnid = await get(accessKeyKey(accessKey));
  return txnid ? txnById(txnid) : null;
}

export async function txnByEasepayid(easepayid: string): Promise<SandboxTxn | null> {
  const txnid = await get(payKey(easepayid));
  return txnid ? txnById(txnid) : null;
}
