import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseKind, getDb } from '@/db';
import { isStaff } from '@/lib/domain/roles';
import type { Caller } from '@/lib/server/accounts';
import { gatewayMode } from '@/lib/server/payments';
import { proxyReport, type ProxyReport, log } from '@/lib/server/platform';

export type Health = {
  ok: boolean;
  database: { kind: 'pglite' | 'postgres'; ok: boolean; latency_ms: number; error?: string };
  /** Staff only: which gateways take real money is not for everyone to read. */
  payments?: { easebuzz: string; razorpay: string };
  /** Staff only: the proxy setting, and a warning when X-Forwarded-For arrives while TRUSTED_PROXY_HOPS is 0. */
  proxy?: ProxyReport;
  time: string;
};

/** Anyone may ask (a load balancer has no account); the payment modes and proxy setting only for staff. */
export async function checkHealth(caller: Caller | null): Promise<Health> {
  const forStaff = caller?.kind === 'user' && isStaff(caller.role);
  const started = performance.now();
  let dbOk = true;
  let error: string | undefined;
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
  } catch (e) {
    dbOk = false;
    error = 'database check failed';
    log().error({ err: e }, '[health] database check failed');
  }
  return {
    ok: dbOk,
    database: { kind: databaseKind(), ok: dbOk, latency_ms: Math.round(performance.now() - started), error },
    ...(forStaff ? { payments: { easebuzz: gatewayMode('easebuzz'), razorpay: gatewayMode('razorpay') }, proxy: proxyReport() } : {}),
    time: new Date().toISOString(),
  };
}
