import { describe, expect, it } from 'vitest';
import { lintAs, reportedLines } from '@/tests/support/lint-probe';

// The layer rules of eslint.config.mjs, run through ESLint's own API on files that do not exist: proves
// that `npm run lint` fails on a wrong import (and stays quiet on the right ones).

/** The imports a file at `file` may not make, as ESLint reports them. */
async function refusedImports(file: string, code: string): Promise<string[]> {
  return (await lintAs(file, code)).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message.split("'")[1]);
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
    expect(await refusedImports('app/[locale]/layers-probe/page.tsx', page)).toEqual(['@/db', '@/lib/server/orders/read']);
    const server =
      "import { notFound } from '@/lib/server/catalog/products';\nimport { orderWire } from './wire';\nexport const parts = [notFound, orderWire];\n";
    expect(await refusedImports('lib/server/orders/layers-probe.ts', server)).toEqual(['@/lib/server/catalog/products']);
  }, 60_000);

  it('refuse actions importing the database or components, and db/ importing lib/server (the environment schema it may)', async () => {
    const action =
      "import { getDb } from '@/db';\nimport { Modal } from '@/components/backoffice/modal';\nexport const parts = [getDb, Modal];\n";
    expect(await refusedImports('lib/actions/layers-probe.ts', action)).toEqual(['@/db', '@/components/backoffice/modal']);
    const schema =
      "import { appUrl } from '@/lib/server/platform';\nimport { env } from '@/lib/config/env';\nimport { foundation } from '@/lib/config/foundation';\nimport type { Role } from '@/lib/domain/roles';\nexport const parts = [appUrl, env, foundation];\nexport type R = Role;\n";
    expect(await refusedImports('db/schema/layers-probe.ts', schema)).toEqual(['@/lib/server/platform', '@/lib/config/foundation']);
    const seed =
      "import { hashPassword } from '@/lib/server/accounts';\nimport { hashPassword as h } from '@/lib/crypto';\nexport const parts = [hashPassword, h];\n";
    expect(await refusedImports('db/seed-probe.ts', seed)).toEqual(['@/lib/server/accounts']);
  }, 60_000);

  it('refuse a dynamic import() across layers exactly as a static one', async () => {
    const component = [
      'export async function load() {',
      "  const { getDb } = await import('@/db');",
      '  const server = await import(`@/lib/server/catalog`);',
      "  const domain = await import('@/lib/domain/money');",
      '  return [getDb, server, domain];',
      '}',
      '',
    ].join('\n');
    expect(await refusedImports('components/shop/layers-probe.tsx', component)).toEqual(['@/db', '@/lib/server/catalog']);
  }, 60_000);

  it('keep Next and Auth.js behind the named doors of lib/server', async () => {
    const dataModule = [
      "import { redirect } from 'next/navigation';",
      "import { auth } from '@/lib/server/accounts/auth';",
      'export async function probe() {',
      "  const { revalidateTag } = await import('next/cache');",
      "  const { getToken } = await import('next-auth/jwt');",
      '  return [redirect, auth, revalidateTag, getToken];',
      '}',
      '',
    ].join('\n');
    expect(await refusedImports('lib/server/catalog/layers-probe.ts', dataModule)).toEqual([
      'next/navigation',
      '@/lib/server/accounts/auth',
      'next/cache',
      'next-auth/jwt',
    ]);
    // The session door itself may import Next; app/ and actions may open the session doors.
    expect(
      await refusedImports('lib/server/accounts/session.ts', "import { redirect } from 'next/navigation';\nexport const r = redirect;\n"),
    ).toEqual([]);
    const action = "import { currentCaller } from '@/lib/server/accounts/session';\nexport const c = currentCaller;\n";
    expect(await refusedImports('lib/actions/layers-probe.ts', action)).toEqual([]);
  }, 60_000);

  it('refuse private framework internals: next/dist modules, the incremental cache, patched prototypes', async () => {
    const code = [
      "import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';",
      "import { createServer, Server } from 'node:http';",
      'const cache = (globalThis as { __incrementalCache?: unknown }).__incrementalCache;',
      'Server.prototype.emit = function emit() { return true; };',
      'export const parts = [FileSystemCache, createServer, cache] as const;',
      '',
    ].join('\n');
    expect(await reportedLines('layers/framework-internals', 'lib/server/platform/internals-probe.ts', code)).toEqual([1, 3, 4]);
  }, 60_000);
});
