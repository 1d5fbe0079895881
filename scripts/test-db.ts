// create LABEL -> prints the URL of a fresh database on TEST_DATABASE_URL's server; drop URL -> drops it.
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';

const [command, arg] = process.argv.slice(2);
const server = testServerUrl();
if (!server) throw new Error('TEST_DATABASE_URL is not set');
if (command === 'create') console.log(await createTestDatabase(server, arg ?? 'db'));
else if (command === 'drop') await dropTestDatabase(server, arg);
else throw new Error('usage: test-db.ts create LABEL | drop URL');
