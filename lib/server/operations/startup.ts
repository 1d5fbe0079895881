import 'server-only';
import { databaseKind, getDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { connectSandboxWebhooks } from '@/lib/server/donations';
import { deliverDueMail } from '@/lib/server/mail';
import { paymentModeReport } from '@/lib/server/payments';
import { log, withJobId } from '@/lib/server/platform';
import { checkAlerts } from './alerts';

const MAIL_SWEEP_MS = 60_000;

export async function startBackgroundWork(): Promise<void> {
  connectSandboxWebhooks();
  try {
    await getDb();
    log().info(`[startup] database ready (${databaseKind()})`);
  } catch (error) {
    // The server still starts; /api/health reports the problem.
    log().error({ err: error }, '[startup] database not ready');
  }
  // Say at start which gateways take real money, and why one does not (DESIGN.md §6).
  for (const line of paymentModeReport()) log()[line.includes('NOT CONFIGURED') ? 'warn' : 'info'](`[startup] payments ${line}`);
  const timer = setInterval(() => {
    // Then the alert check (lib/server/operations/alerts.ts): it sees the outbox as the sweep left it.
    withJobId('mail', async () => {
      const caller = systemCaller('mail-sweep');
      await deliverDueMail(caller).catch((error) => log().error({ err: error }, '[mail] sweep failed'));
      await checkAlerts(caller).catch((error) => log().error({ err: error }, '[alert] check failed'));
    });
  }, MAIL_SWEEP_MS);
  timer.unref();
}
