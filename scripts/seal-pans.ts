// Seals donors' PANs still stored in clear under PAN_ENCRYPTION_KEY and fills their search hashes. Repeatable:
// a second run finds nothing to do. The server also runs it at start-up; run this after loading rows by SQL or
// before starting a release on a database no server uses (never the embedded one while the server runs).
import { closeDb } from '@/db';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { sealStoredPans } from '@/lib/server/donations';

const report = await sealStoredPans(systemCaller('pan-seal'));
console.log(`[pans] sealed ${JSON.stringify(report)}`);
await closeDb();
