import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { drizzle },
    rules: {
      // A delete or update without a where clause is never what we mean.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Only the entry points without a user may act as the system caller: gateway callbacks and webhooks,
    // the reconciliation job (cron route, script) and the mail sweep. Everything else passes the caller it got.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: [
      'app/api/payments/_gateway/**',
      'app/api/payments/easybuzz/webhook/route.ts',
      'app/api/payments/easybuzz/verify/route.ts',
      'app/api/donations/webhook/route.ts',
      'app/api/cron/reconcile/route.ts',
      'lib/server/payments/razorpay/sandbox/events.ts',
      'lib/server/platform/startup.ts',
      'lib/server/accounts/system-caller.ts',
      'scripts/**',
      'tests/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/system-caller$/], ImportExpression[source.value=/system-caller$/]',
          message: 'Only gateway callbacks, webhooks, the reconciliation job and the mail sweep may construct a system caller.',
        },
      ],
    },
  },
  {
    // Tests read JSON answers loosely; the assertions are the type check.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
