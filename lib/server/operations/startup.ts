import 'server-only';
import { databaseKind, getDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { connectSandboxWebhooks } from '@/lib/server/donations';
import { deliverDueMail } from '@/lib/server/mail';
import { paymentModeReport } from '@/lib/server/payments';

const MAIL_SWEEP_MS = 60_000;

export async function startBackgroundWork(): Promise<void> {
  connectSandboxWebhooks();
  try {
    await getDb();
    console.log(`[startup] database ready (${databaseKind()})`);
  } catch (error) {
    // The server still starts; /api/health reports the problem.
    console.error('[startup] database not ready', error);
  }
  // Say at start which gateways take real money, and why one does not (DESIGN.md §6).
  for (const line of paymentModeReport()) console[line.includes('NOT CONFIGURED') ? 'warn' : 'log'](`[startup] payments ${line}`);
  const timer = setInterval(() => {
    deliverDueMail(systemCaller('mail-sweep')).catch((error) => console.error('[mail] sweep failed', error));
  }, MAIL_SWEEP_MS);
  timer.unref();
}
