// Serverless and container hosting, imitated: a copy of the production build in a folder nobody may write
// to, run by an unprivileged user (nobody, when the tests run as root: root ignores file permissions) with
// HOME in that folder and TMPDIR the only writable place, as on Vercel (/tmp only) or a read-only container.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start } from '../bench/processes';

export type Hosting = 'npm-start' | 'standalone';

const repo = process.cwd();
const NOBODY = 65534;

/**
 * A read-only copy of the build, laid out as README "Deploying" says for each kind of host: `dir` is the
 * copy, `appDir` the folder the server starts in.
 */
export function readOnlyCopy(kind: Hosting): { dir: string; appDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), `deploy-${kind}-`));
  chmodSync(dir, 0o755);
  let appDir = dir;
  // Links are copied as they are (verbatimSymlinks): resolved, they would point back into the checkout, whose
  // folder (a temporary clone's is mode 0700) may be closed to the server's user. The build links externals
  // such as .next/node_modules/sharp-<hash> → ../../node_modules/sharp.
  const options = { recursive: true, verbatimSymlinks: true };
  const copy = (from: string, to = from) => cpSync(path.join(repo, from), path.join(appDir, to), options);
  if (kind === 'npm-start') {
    // What a release of the app folder holds: the build (without its build cache or the standalone
    // output), public files, the sources next.config.ts and the cache handler load, the migrations.
    cpSync(path.join(repo, '.next'), path.join(dir, '.next'), {
      ...options,
      filter: (p) => !['cache', 'standalone'].some((skip) => p === path.join(repo, '.next', skip)),
    });
    for (const entry of ['public', 'front', 'lib', 'db/migrations', 'package.json', 'next.config.ts', 'tsconfig.json']) copy(entry);
    // A copy, not a link back into the checkout, for the same reason.
    copy('node_modules');
  } else {
    // README: copy public/, .next/static and db/migrations beside .next/standalone's server.js.
    const base = path.join(repo, '.next', 'standalone');
    cpSync(base, dir, options);
    appDir = path.join(dir, path.relative(base, standaloneRoot(base)));
    copy('public');
    copy('.next/static');
    copy('db/migrations');
  }
  execFileSync('chmod', ['-R', 'a-w', dir]);
  return { dir, appDir };
}

/** Where server.js is: .next/standalone, or below it when the build traced from a parent folder (a worktree). */
function standaloneRoot(base: string): string {
  const parts = repo.split(path.sep).filter(Boolean);
  for (let i = parts.length; i >= 0; i--) {
    const candidate = path.join(base, ...parts.slice(i));
    if (existsSync(path.join(candidate, 'server.js'))) return candidate;
  }
  throw new Error('no .next/standalone/server.js: build with NEXT_OUTPUT=standalone (scripts/test-all.sh does)');
}

/** Every file and folder under dir with its size and modification time (symbolic links not followed). */
export function manifest(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      const s = lstatSync(p);
      out.push(`${path.relative(dir, p)} ${s.size} ${s.mtimeMs}`);
      if (s.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** A writable temporary folder for the unprivileged server. */
export function writableTmp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-tmp-'));
  chmodSync(dir, 0o1777);
  return dir;
}

export function removeCopy(dir: string): void {
  execFileSync('chmod', ['-R', 'u+w', dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** The command that starts a server of `appDir` as README says for its kind of host (PORT and HOSTNAME for standalone). */
export function serverCommand(kind: Hosting, appDir: string, port: number): string[] {
  return kind === 'npm-start'
    ? [process.execPath, path.join(appDir, 'front/server.mjs'), '-p', String(port), '-H', '127.0.0.1']
    : [process.execPath, path.join(appDir, 'server.js')];
}

/** Starts `command` in `appDir`, where a host starts the app (it reads its folder from the working directory). */
export function startIn(appDir: string, command: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): ChildProcess {
  return start('sh', ['-c', 'cd "$0" && exec "$@"', appDir, ...command], env, log);
}

/** The server's user: nobody when we are root (root ignores file permissions), else ourselves. */
const asServerUser = (): string[] =>
  process.getuid?.() === 0 ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--'] : [];

/** Whether the server's user can create a file in `dir` (it tries, and removes the file again). */
export function canWriteAsServer(dir: string): boolean {
  const [command, ...args] = [...asServerUser(), 'sh', '-c', 'probe="$0/.write-probe-$$" && : > "$probe" && rm -f "$probe"', dir];
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Starts the server of a read-only copy, as nobody when we are root. */
export function startServer(
  kind: Hosting,
  appDir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): ChildProcess {
  const command = [...asServerUser(), ...serverCommand(kind, appDir, port)];
  return startIn(appDir, command, { ...env, HOME: appDir, PORT: String(port), HOSTNAME: '127.0.0.1' }, log);
}
