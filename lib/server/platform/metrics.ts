import 'server-only';
import { Counter, Histogram, Registry } from 'prom-client';
import type { DbOrTx } from '@/db';
import { recordAudit } from './audit';

// This process's counters for GET /api/metrics (lib/server/operations/metrics.ts adds the figures read from
// the database at scrape time). Each instance counts its own requests, refused webhooks and reconcile runs;
// Prometheus adds them up across instances (`sum by (route_group) (...)`). One registry per process, kept on
// globalThis: Next bundles the request log (instrumentation) and the route handlers separately.

type ProcessMetrics = {
  registry: Registry;
  requests: Counter<'route_group' | 'method' | 'status'>;
  durations: Histogram<'route_group'>;
  webhooksRefused: Counter<'gateway'>;
  reconcileRuns: Counter<'outcome'>;
  reconcileFindings: Counter<'task' | 'finding'>;
  cacheAnswers: Counter<'route_group' | 'result'>;
};

const KEY = Symbol.for('ssf.metrics');
const holder = globalThis as unknown as Record<symbol, ProcessMetrics | undefined>;

function create(): ProcessMetrics {
  const registry = new Registry();
  return {
    registry,
    requests: new Counter({
      name: 'ssf_http_requests_total',
      help: 'Requests answered by this instance, by route group, method and status.',
      labelNames: ['route_group', 'method', 'status'],
      registers: [registry],
    }),
    durations: new Histogram({
      name: 'ssf_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being finished, by route group.',
      labelNames: ['route_group'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    webhooksRefused: new Counter({
      name: 'ssf_webhooks_refused_total',
      help: 'Gateway webhooks and callbacks refused because their signature did not verify, by gateway.',
      labelNames: ['gateway'],
      registers: [registry],
    }),
    reconcileRuns: new Counter({
      name: 'ssf_reconcile_runs_total',
      help: 'Reconciliation runs in this process, by outcome (ok, or failed when a task threw).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    reconcileFindings: new Counter({
      name: 'ssf_reconcile_findings_total',
      help: 'What reconciliation runs found and did (payments settled, orders expired, mail sent...), by task and finding.',
      labelNames: ['task', 'finding'],
      registers: [registry],
    }),
    cacheAnswers: new Counter({
      name: 'ssf_next_cache_answers_total',
      help: "Answers carrying Next's x-nextjs-cache header (hit, stale, miss...), by route group and that result.",
      labelNames: ['route_group', 'result'],
      registers: [registry],
    }),
  };
}

export function processMetrics(): ProcessMetrics {
  return (holder[KEY] ??= create());
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A bounded label for a request path: `api/<first segment>` for the API, `admin`, `next-static`,
 * `next-image`, `page` for other pages; a 404 is `not-found` whatever its path, so made-up
 * addresses cannot add series.
 */
function routeGroup(path: string, status: number): string {
  if (status === 404) return 'not-found';
  const clean = path.split('?')[0];
  const api = /^\/api\/([a-z][a-z0-9-]{0,30})(?:\/|$)/.exec(clean);
  if (api) return `api/${api[1]}`;
  if (clean.startsWith('/api')) return 'api';
  if (clean.startsWith('/_next/static')) return 'next-static';
  if (clean.startsWith('/_next/image')) return 'next-image';
  if (clean.startsWith('/_next')) return 'next-other';
  if (/^\/admin(?:\/|$)/.test(clean)) return 'admin';
  return 'page';
}

/** One finished request (from the request log). */
export function countRequest(method: string, path: string, status: number, durationMs: number): void {
  const m = processMetrics();
  const group = routeGroup(path, status);
  m.requests.inc({ route_group: group, method: METHODS.has(method) ? method : 'OTHER', status: String(status) });
  m.durations.observe({ route_group: group }, durationMs / 1000);
}

const CACHE_RESULTS = new Set(['hit', 'stale', 'miss', 'revalidated', 'prerender']);

/**
 * An answer's `x-nextjs-cache` header (Next's public report of whether a page came from its cache), as the
 * request log sees it; answers without the header (dynamic pages, the API) are not counted.
 */
export function countCacheAnswer(path: string, status: number, header: unknown): void {
  if (typeof header !== 'string' || !header) return;
  const result = header.toLowerCase();
  processMetrics().cacheAnswers.inc({ route_group: routeGroup(path, status), result: CACHE_RESULTS.has(result) ? result : 'other' });
}

/**
 * A webhook or gateway callback whose signature did not verify: counted for this instance's metrics and
 * recorded in the audit log (`webhook.refused`), where the alert check counts them across instances.
 */
export async function noteRefusedWebhook(db: DbOrTx, gateway: 'razorpay' | 'easebuzz', source: string): Promise<void> {
  processMetrics().webhooksRefused.inc({ gateway });
  await recordAudit(db, null, { action: 'webhook.refused', entityType: 'gateway', entityId: gateway, after: { source } });
}

/** A reconciliation run's report: each numeric figure of each task added to its counter. */
export function countReconcileRun(results: Record<string, Record<string, number | string>>): void {
  const m = processMetrics();
  let failed = false;
  for (const [task, report] of Object.entries(results)) {
    if ('error' in report) failed = true;
    for (const [finding, value] of Object.entries(report))
      if (typeof value === 'number' && value > 0) m.reconcileFindings.inc({ task, finding }, value);
  }
  m.reconcileRuns.inc({ outcome: failed ? 'failed' : 'ok' });
}
