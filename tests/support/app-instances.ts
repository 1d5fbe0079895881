// The app servers that browser tests start for themselves (instances, jobs, cache-model and deployment
// specs): a fresh PostgreSQL database on TEST_DATABASE_URL's server, a Redis of their own, production servers
// of the one build on free ports, each waited for until it answers; then all stopped and the database dropped.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { start, stop, waitForUrl } from '../bench/processes';
import { freePort, waitForPort } from './ports';
import { createTestDatabase, dropTestDatabase, testServerUrl } from './test-database';

type Log = (line: string) => void;
type Env = Record<string, string | undefined>;

/** A redis-server on a free port, with nothing saved to disk, once it accepts connections. */
export async function startRedis(log: Log = () => {}): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = start(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
    log,
  );
  try {
    await waitForPort(port, 5_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, child };
}

type Launch = (port: number, env: NodeJS.ProcessEnv, log: Log) => ChildProcess;

/** A production server of this checkout's build on `port` (`npm start`: front/server.mjs); not waited for. */
export const startAppServer: Launch = (port, env, log) => start('npm', ['start', '--', '-p', String(port), '-H', '127.0.0.1'], env, log);

export class AppInstances {
  /** The base URL of every app server started, in order. */
  readonly urls: string[] = [];
  /** The URL of the database (after createDatabase). */
  database = '';
  /** One secret for every server and script of the group. */
  readonly authSecret = randomBytes(32).toString('base64url');
  /** One PAN key for the group: its servers share one database (production on PostgreSQL needs one). */
  readonly panKey = randomBytes(32).toString('base64url');
  private redis: { url: string; prefix: string } | undefined;
  private readonly processes: ChildProcess[] = [];

  /**
   * `label` names the database and the Redis key prefix; the processes' output is printed, each line after its
   * name, when the environment variable `logFlag` is set.
   */
  constructor(
    private readonly label: string,
    private readonly logFlag: string,
  ) {}

  private log(name: string): Log {
    return (line) => {
      if (process.env[this.logFlag]) process.stdout.write(`[${name}] ${line}`);
    };
  }

  /** A new, empty database for the group's servers (they migrate and seed it). */
  async createDatabase(): Promise<string> {
    const server = testServerUrl();
    if (!server) throw new Error('TEST_DATABASE_URL is not set');
    this.database = await createTestDatabase(server, this.label);
    return this.database;
  }

  /** A Redis the group's servers share (env() points them at it). */
  async startRedis(): Promise<void> {
    const { url, child } = await startRedis(this.log('redis'));
    this.processes.push(child);
    this.redis = { url, prefix: `${this.label}-${randomBytes(3).toString('hex')}` };
  }

  /**
   * A production server's environment: `base` (the test run's own, by default) with the group's database,
   * demo data, secret and Redis (when started), and `extra` over all of it.
   */
  env(extra: Env = {}, base: Env = process.env): NodeJS.ProcessEnv {
    return {
      ...base,
      NODE_ENV: 'production',
      DATABASE_URL: this.database,
      SEED_DEMO: '1',
      ...(this.redis ? { REDIS_URL: this.redis.url, REDIS_KEY_PREFIX: this.redis.prefix } : {}),
      AUTH_SECRET: this.authSecret,
      PAN_ENCRYPTION_KEY: this.panKey,
      // The demo admin signs in with a password alone here, as in playwright.config.ts; required two-factor for
      // staff (the production default on PostgreSQL) has its own tests (tests/api/two-factor.test.ts).
      STAFF_TWO_FACTOR: 'optional',
      ...extra,
    };
  }

  /** The base URL of a free port, for a server started later with startServer. */
  async freeUrl(): Promise<string> {
    return `http://127.0.0.1:${await freePort()}`;
  }

  /**
   * Starts a server at `url` (from freeUrl; startAppServer unless `launch` says otherwise) and waits until it
   * answers /api/health. One after the other: the first migrates and seeds the database.
   */
  async startServer(url: string, env: NodeJS.ProcessEnv, name: string, launch: Launch = startAppServer): Promise<void> {
    this.processes.push(launch(Number(new URL(url).port), env, this.log(name)));
    this.urls.push(url);
    await waitForUrl(`${url}/api/health`, 180_000);
  }

  /** Stops every process, the last started first, and drops the database. */
  async stop(): Promise<void> {
    for (const p of this.processes.splice(0).reverse()) await stop(p);
    const server = testServerUrl();
    if (this.database && server) await dropTestDatabase(server, this.database);
  }
}
