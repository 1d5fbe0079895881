// Postinstall: guards postgres-js 3.4.x against a write after its socket was closed (issue 15's fault test).
// When connections are killed, a write scheduled with setImmediate can run after closed() set the socket to
// null: nextWrite then throws an uncaught TypeError ("Cannot read properties of null (reading 'write')") that
// takes the process down. The patch makes nextWrite drop the chunk when there is no socket, and makes
// closed() and terminate() forget the pending chunk and timer. Idempotent; a version whose code differs is
// left alone with a warning (check whether the bug is fixed upstream, then drop this script).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = '/* patched by scripts/patch-postgres.mjs */';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'postgres');

const REPLACEMENTS = [
  [
    '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `  function nextWrite(fn) { ${MARK}\n    if (!socket) {\n      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n      chunk = nextWriteTimer = null\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  ],
  ['    terminated = true\n', '    terminated = true\n    chunk = null\n'],
  [
    '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    '    clearImmediate(nextWriteTimer)\n    nextWriteTimer = null\n    if (socket) {',
  ],
  [
    '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
    '    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n',
  ],
];

for (const dir of ['src', 'cjs/src', 'cf/src']) {
  const file = join(root, dir, 'connection.js');
  if (!existsSync(file)) continue;
  let code = readFileSync(file, 'utf8');
  if (code.includes(MARK)) continue;
  const missing = REPLACEMENTS.filter(([from]) => !code.includes(from));
  if (missing.length) {
    console.warn(`[patch-postgres] ${dir}/connection.js differs from postgres 3.4.9; not patched`);
    continue;
  }
  for (const [from, to] of REPLACEMENTS) code = code.replace(from, to);
  writeFileSync(file, code);
  console.log(`[patch-postgres] patched ${dir}/connection.js`);
}
