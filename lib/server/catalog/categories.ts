import 'server-only';
import { englishNotice } from '@/lib/i18n/english';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { productCategories, products } from '@/db/schema';
import type { Category } from '@/lib/domain/wire/catalog';
import { cacheTags } from '@/lib/server/cache';
import { cachedQuery } from '@/lib/server/cache';
import { serialiseOk, type SerialisedAnswer } from '@/lib/server/http';
import type { Caller } from '@/lib/server/accounts';

/** Every category (reference data, a few rows). */
async function queryAllCategories(): Promise<Category[]> {
  const db = await getDb();
  return db
    .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug, name_hi: productCategories.nameHi })
    .from(productCategories)
    .orderBy(asc(productCategories.name));
}

/** Categories that have at least one active product: the shop sidebar after 'All'. */
async function queryActiveCategories(): Promise<Category[]> {
  const db = await getDb();
  return db
    .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug, name_hi: productCategories.nameHi })
    .from(productCategories)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(and(eq(products.categoryId, productCategories.id), eq(products.status, 'active'))),
      ),
    )
    .orderBy(asc(productCategories.name));
}

const cachedAllCategories = cachedQuery(queryAllCategories, ['categories:all'], () => [cacheTags.categories]);
const cachedActiveCategories = cachedQuery(queryActiveCategories, ['categories:active'], () => [
  cacheTags.categories,
  cacheTags.assortment,
]);

/**
 * Categories for anyone (public reference data), from the cache: every one (the product form), or only
 * those with active products (the shop sidebar).
 */
export async function listCategories(_caller: Caller, options: { withActiveProducts: boolean }): Promise<Category[]> {
  return options.withActiveProducts ? cachedActiveCategories() : cachedAllCategories();
}

/**
 * A category named by a client: slug or name, any case, singular or plural ('crafts', 'Crafts', the
 * detail page's 'Craft'). null when nothing matches.
 */
export async function resolveCategory(_caller: Caller, value: string): Promise<Category | null> {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  const all = await cachedAllCategories();
  return (
    all.find((c) => c.slug.toLowerCase() === wanted || c.name.toLowerCase() === wanted) ??
    all.find((c) => c.slug.toLowerCase() === `${wanted}s` || c.slug.toLowerCase() === wanted.replace(/s$/, '')) ??
    null
  );
}

const cachedCategoriesAnswer = cachedQuery(
  async (withActiveProducts: boolean): Promise<SerialisedAnswer> =>
    serialiseOk(
      (withActiveProducts ? await queryActiveCategories() : await queryAllCategories()).map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        name_hi: c.name_hi,
      })),
      englishNotice({ code: 'category.list_retrieved' }),
    ),
  ['categories:answer'],
  () => [cacheTags.categories, cacheTags.assortment],
);

/** GET /api/product-categories, serialised once per cache entry with its ETag (the same for every caller). */
export async function categoriesAnswer(_caller: Caller, options: { withActiveProducts: boolean }): Promise<SerialisedAnswer> {
  return cachedCategoriesAnswer(options.withActiveProducts);
}
