import 'server-only';

/**
 * Runs `work` after the current response has been sent (Next's `after`), or at once outside a request
 * (scripts, jobs, the in-process tests), where `after` throws. The door to next/server for data modules.
 */
export function afterResponse(work: () => unknown): void {
  import('next/server').then(({ after }) => after(work)).catch(() => setTimeout(work, 0));
}
