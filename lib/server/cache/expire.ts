import 'server-only';
import { cacheTags } from './tags';

/**
 * Call after anything that changes products (create, update, status, stock, delete) or categories, after
 * the transaction commits. Unlike expireTags' stale-while-revalidate, catalogue data is expired at once
 * ({expire: 0}): the next shop visitor must not see a withdrawn product or an old price.
 * Outside a Next request (tests, scripts) there is no cache and nothing happens.
 */
export async function expireCatalog(productId?: number): Promise<void> {
  const tags: string[] = [cacheTags.products, cacheTags.categories];
  if (productId !== undefined) tags.push(cacheTags.product(productId));
  try {
    const { revalidateTag } = await import('next/cache');
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // not inside a Next.js request
  }
}

/** After a slide is added, changed, reordered or removed. */
export async function expireSlides(): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache');
    revalidateTag(cacheTags.slides, { expire: 0 });
  } catch {
    // not inside a Next.js request
  }
}
