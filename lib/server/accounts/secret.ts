import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { env, log } from '@/lib/server/platform';

let cached: string | undefined;

const SECRET_FILE = () => path.join(process.cwd(), '.data', 'auth-secret');

/**
 * The key that signs and encrypts session cookies. Read synchronously (Auth.js config, proxy and the
 * cookie decoder all need it at once) and cached per process.
 *
 * AUTH_SECRET wins. Without it, a real deployment (production on PostgreSQL) refuses to start; the local
 * demo (development, or production on the embedded database as in the Quick start) generates one random
 * secret into .data/auth-secret on first use and reuses it, so the server and all its workers agree.
 */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  const fromEnv = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
    return (cached = fromEnv);
  }
  if (e.NODE_ENV === 'production' && e.DATABASE_URL) {
    throw new Error('AUTH_SECRET is required in production (e.g. `openssl rand -base64 32`).');
  }
  return (cached = readOrCreateSecretFile(SECRET_FILE()));
}

function readOrCreateSecretFile(file: string): string {
  const existing = tryRead(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when another process created it first; then theirs is the one everybody uses.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    log().warn(`[auth] AUTH_SECRET is not set: generated a development secret in ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = tryRead(file);
  if (!created) throw new Error(`Could not read the generated auth secret in ${file}`);
  return created;
}

function tryRead(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : null;
  } catch {
    return null;
  }
}
