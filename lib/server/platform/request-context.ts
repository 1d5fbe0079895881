import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// The id every log line written while serving a request (or running a job) carries. One AsyncLocalStorage per
// process, kept on globalThis: Next bundles instrumentation, route handlers and pages separately, and each
// bundle would otherwise hold its own copy of this module.
export type RunContext = { id: string; kind: 'request' | 'job' };

const KEY = Symbol.for('ssf.request-context');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RunContext> | undefined>;

export function runContext(): AsyncLocalStorage<RunContext> {
  return (holder[KEY] ??= new AsyncLocalStorage<RunContext>());
}

/** The id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return runContext().getStore()?.id;
}

/** A job outside any request (mail sweep, reconcile, webhook delivery) runs under an id of its own: `mail-…`. */
export function withJobId<T>(job: string, run: () => T): T {
  return runContext().run({ id: `${job}-${randomUUID()}`, kind: 'job' }, run);
}
