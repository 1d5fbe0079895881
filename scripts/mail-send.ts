// Delivers the mail that is due in the outbox once, over SMTP_URL (without it, nothing is sent: `skipped`).
// Never run it against the embedded database while the server runs (PGlite has no lock between processes).
import { closeDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { deliverDueMail } from '@/lib/server/mail';

const report = await deliverDueMail(systemCaller('mail-sweep'), { limit: 200 });
console.log(`[mail] ${JSON.stringify(report)}`);
await closeDb();
