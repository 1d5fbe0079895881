import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.mjs, run through ESLint's own API on files that do not exist: proves
// that `npm run lint` fails on a wrong import (and stays quiet on the right ones).

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The imports a file at `file` may not make, as ESLint reports them. */
async function refusedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.split("'")[1]);
}

describe('layer rules (npm run lint)', () => {
  it('refuse a component that imports the database or lib/server', async () => {
    const code = [
      "import { getDb } from '@/db';",
      "import { listProducts } from '@/lib/server/catalog';",
      "import type { WireProduct } from '@/lib/domain/wire/catalog';",
      "import { Button } from '@/components/ui/button';",
      "import { env } from '@/lib/config/env';",
      'export const parts = [getDb, listProducts, Button, env] as const;',
      'export type P = WireProduct;',
      '',
    ].join('\n');
    expect(await refusedImports('components/shop/layers-probe.tsx', code)).toEqual(['@/db', '@/lib/server/catalog', '@/lib/config/env']);
  }, 60_000);

  it('refuse lib/domain importing lib/server, React or anything of ours outside lib/domain', async () => {
    const code = [
      "import { appUrl } from '@/lib/server/platform';",
      "import { useState } from 'react';",
      "import { FOUNDATION } from '@/lib/config/foundation';",
      "import { formatInr } from '@/lib/domain/money';",
      'export const parts = [appUrl, useState, FOUNDATION, formatInr] as const;',
      '',
    ].join('\n');
    expect(await refusedImports('lib/domain/layers-probe.ts', code)).toEqual(['@/lib/server/platform', 'react', '@/lib/config/foundation']);
  }, 60_000);

  it('refuse app/ importing the database, and any file reaching into another feature past its index', async () => {
    const page =
      "import { getDb } from '@/db';\nimport { listOrders } from '@/lib/server/orders/read';\nexport const parts = [getDb, listOrders];\n";
    expect(await refusedImports('app/(site)/layers-probe/page.tsx', page)).toEqual(['@/db', '@/lib/server/orders/read']);
    const server =
      "import { notFound } from '@/lib/server/http/errors';\nimport { orderWire } from './wire';\nexport const parts = [notFound, orderWire];\n";
    expect(await refusedImports('lib/server/orders/layers-probe.ts', server)).toEqual(['@/lib/server/http/errors']);
  }, 60_000);

  it('refuse actions importing the database or components, and db/ importing lib/server (the environment schema it may)', async () => {
    const action =
      "import { getDb } from '@/db';\nimport { Modal } from '@/components/backoffice/modal';\nexport const parts = [getDb, Modal];\n";
    expect(await refusedImports('lib/actions/layers-probe.ts', action)).toEqual(['@/db', '@/components/backoffice/modal']);
    const schema =
      "import { appUrl } from '@/lib/server/platform';\nimport { env } from '@/lib/config/env';\nimport { foundation } from '@/lib/config/foundation';\nimport type { Role } from '@/lib/domain/roles';\nexport const parts = [appUrl, env, foundation];\nexport type R = Role;\n";
    expect(await refusedImports('db/schema/layers-probe.ts', schema)).toEqual(['@/lib/server/platform', '@/lib/config/foundation']);
  }, 60_000);
});
