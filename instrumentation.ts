// Runs once when the server process starts: answers methods Next cannot take (TRACE...) before it sees
// them, records each request's socket address for rate limits (Next exposes none), opens (migrates, seeds)
// the database before the first request, and sends queued mail in the background.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME and NEXT_PHASE are set by Next itself, not configured.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installMethodGuard } = await import('@/lib/server/platform/method-guard');
  await installMethodGuard();
  const { installPeerAddressRecorder } = await import('@/lib/server/platform/peer-address');
  await installPeerAddressRecorder();
  const { startBackgroundWork } = await import('@/lib/server/operations/startup');
  await startBackgroundWork();
}
