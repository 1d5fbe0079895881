import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

// The part of the API suite that also runs through PgBouncer in transaction mode (the `pooled` project,
// PostgreSQL only): orders, payments, donations, sessions and uploads, which use transactions, row locks and
// concurrent requests. The files that open databases of their own are left out.
const POOLED = ['orders', 'checkout-place-once', 'cart', 'payments', 'donations-checkout', 'sessions', 'idempotency', 'upload-image'];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // 'server-only' throws outside the react-server condition; tests run server code directly.
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/empty-module.ts') },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-database.ts'],
          setupFiles: ['tests/support/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'pooled',
                include: POOLED.map((name) => `tests/api/${name}.test.ts`),
                environment: 'node',
                env: { DATABASE_POOLER: 'transaction' },
                globalSetup: ['tests/support/global-pgbouncer.ts'],
                setupFiles: ['tests/support/api-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
