// Runs once when the server process starts: compresses answers (keeping cached pages' gzipped bytes), lets
// reads take turns, answers methods Next cannot take (TRACE...) before it sees them, records each request's
// socket address for rate limits (Next exposes none), opens (migrates, seeds) the database before the first
// request, and sends queued mail in the background.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME and NEXT_PHASE are set by Next itself, not configured.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Compression in front of Next (next.config.ts compress: false); installed first, it wraps the response
  // right before Next gets it.
  const { installCompression } = await import('@/lib/server/platform/compressed-pages');
  await installCompression();
  // Reads take turns (at most a few in Next at once), so a buyer's order is not queued behind a crowd of
  // page views; installed right after compression, it stands next to it: a refused method is answered before
  // it.
  const { installReadGate } = await import('@/lib/server/platform/read-gate');
  await installReadGate();
  const { installMethodGuard } = await import('@/lib/server/platform/method-guard');
  await installMethodGuard();
  const { installPeerAddressRecorder } = await import('@/lib/server/platform/peer-address');
  await installPeerAddressRecorder();
  const { startBackgroundWork } = await import('@/lib/server/operations/startup');
  await startBackgroundWork();
}
