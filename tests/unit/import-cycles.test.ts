import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

// No import cycles in lib/ and db/ (type-only and dynamic imports count too): a cycle means two modules
// cannot be read, tested or loaded (scripts under tsx) apart, and the order they load in decides what works.
// The same check as `npx madge --circular --extensions ts,tsx --ts-config tsconfig.json lib db`.

const root = path.resolve(import.meta.dirname, '../..');

describe('import graph', () => {
  it('has no cycles in lib/ and db/', async () => {
    const graph = await madge(['lib', 'db'], {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, 'tsconfig.json'),
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(200);
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
