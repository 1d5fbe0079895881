import 'server-only';

/**
 * Expires cache tags at once (no stale-while-revalidate window): a product that staff deactivate must leave
 * the shop on the very next request, and a new slide must show at once. Works in actions and route handlers;
 * outside a Next request (tests, scripts) there is no cache and nothing happens.
 */
export async function expireNow(...tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache');
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // not inside a Next.js request
  }
}
