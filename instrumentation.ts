// Runs once when the server process starts: opens (migrates, seeds) the database before the first request,
// and sends queued mail in the background. What stands in front of Next's request handler lives in
// front/server.mjs, the server `npm start` runs.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME and NEXT_PHASE are set by Next itself, not configured.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { logRequests } = await import('@/lib/server/http/request-log');
  logRequests();
  const { startBackgroundWork } = await import('@/lib/server/operations/startup');
  await startBackgroundWork();
}

/** A page, action or route that threw: one log line with the digest the error page shows, under the request's id. */
export async function onRequestError(error: unknown, request: { path: string; method: string }): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next itself, not configured.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('@/lib/server/http/request-log');
  logRequestError(error, request);
}
