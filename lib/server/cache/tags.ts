import 'server-only';

/** The one registry of cache tags: per resource and per user, never one global tag. */
export const cacheTags = {
  products: 'products',
  product: (id: number) => `product:${id}`,
  categories: 'categories',
  slides: 'slides',
  cart: (userId: number) => `cart:${userId}`,
  order: (id: number) => `order:${id}`,
} as const;

/**
 * Expires tags after a mutation. Outside a Next request (tests, scripts) there is no cache to expire,
 * and Next throws: that case is ignored on purpose.
 */
export async function expireTags(...tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache');
    for (const tag of tags) revalidateTag(tag, 'max');
  } catch {
    // not inside a Next.js request
  }
}
