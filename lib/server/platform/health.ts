import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseKind, getDb } from '@/db';
import { gatewayMode } from '@/lib/server/payments';

export type Health = {
  ok: boolean;
  database: { kind: 'pglite' | 'postgres'; ok: boolean; latency_ms: number; error?: string };
  /** Staff only: which gateways take real money is not for everyone to read. */
  payments?: { easebuzz: string; razorpay: string };
  time: string;
};

export async function checkHealth(options: { withPaymentModes?: boolean } = {}): Promise<Health> {
  const started = performance.now();
  let dbOk = true;
  let error: string | undefined;
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
  } catch (e) {
    dbOk = false;
    error = 'database check failed';
    console.error('[health] database check failed', e);
  }
  return {
    ok: dbOk,
    database: { kind: databaseKind(), ok: dbOk, latency_ms: Math.round(performance.now() - started), error },
    ...(options.withPaymentModes ? { payments: { easebuzz: gatewayMode('easebuzz'), razorpay: gatewayMode('razorpay') } } : {}),
    time: new Date().toISOString(),
  };
}
