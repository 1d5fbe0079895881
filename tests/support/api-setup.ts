import { afterAll, inject } from 'vitest';

const url = inject('databaseUrl');
if (url) {
  process.env.DATABASE_URL = url;
  process.env.DB_AUTO_MIGRATE = '0'; // migrated once by the global setup
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = 'memory://';
}
process.env.SEED_DEMO = '0';
process.env.APP_URL = 'http://localhost:3000';
process.env.CORS_ORIGINS = 'https://client.example.org';
delete process.env.SMTP_URL;

// The Razorpay sandbox delivers its webhooks to our receiver, as the server connects it at start.
const { connectSandboxWebhooks } = await import('@/lib/server/donations');
connectSandboxWebhooks();

afterAll(async () => {
  const { closeDb } = await import('@/db');
  await closeDb();
});
