import 'server-only';
import { databaseKind, getDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { connectSandboxWebhooks, sealStoredPans } from '@/lib/server/donations';
import { deliverDueMail } from '@/lib/server/mail';
import { paymentModeReport } from '@/lib/server/payments';
import { assertPanKeyConfigured, log, withJobId } from '@/lib/server/platform';
import { checkAlerts } from './alerts';

const MAIL_SWEEP_MS = 60_000;

export async function startBackgroundWork(): Promise<void> {
  // A real deployment without its own PAN key refuses to start (throws), as it does without AUTH_SECRET.
  assertPanKeyConfigured();
  connectSandboxWebhooks();
  try {
    await getDb();
    log().info(`[startup] database ready (${databaseKind()})`);
    // PANs left in clear (rows from before the key, or loaded by SQL) are sealed in the background.
    withJobId('pan-seal', () => sealStoredPans(systemCaller('pan-seal')))
      .then((sealed) => {
        if (sealed.donations || sealed.subscriptions) log().info(`[startup] sealed stored PANs ${JSON.stringify(sealed)}`);
      })
      .catch((error: unknown) => log().error({ err: error }, '[startup] sealing stored PANs failed'));
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
