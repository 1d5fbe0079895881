import 'server-only';
import { englishNotice } from '@/lib/i18n/english';
import { and, asc, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@/lib/domain/money';
import { getDb } from '@/db';
import { productCategories, products } from '@/db/schema';
import { isStaff } from '@/lib/domain/roles';
import type { ProductQuery } from '@/lib/domain/validation/product-query';
import { cacheTags, cachedQuery, STOCK_COUNT_LAG_SECONDS } from '@/lib/server/cache';
import { guestCaller, type Caller } from '@/lib/server/accounts';
import type { Paginated } from '@/lib/domain/wire/page';
import { containsPattern, countOf, pageAndCount, rowCount } from '@/lib/server/platform';
import { serialiseOk, type SerialisedAnswer } from '@/lib/server/http';
import { fail, invalid } from '@/lib/domain/errors';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { localizeProduct, type ContentLocale } from '@/lib/domain/localized';
import { toWireProduct, type ProductRow } from './product-wire';
import { resolveCategory } from './categories';

/** The row shape of toWireProduct: a product joined with its category (also used by the back-office). */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  categoryNameHi: productCategories.nameHi,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  discountPercentage: products.discountPercentage,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  stock: products.stock,
  sku: products.sku,
  status: products.status,
  imageFileId: products.imageFileId,
  imageUrl: products.imageUrl,
  images: products.images,
  rating: products.rating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Who may see what: the public sees active products only; staff see every status. */
function canSeeAllStatuses(caller: Caller): boolean {
  return caller.kind === 'user' && isStaff(caller.role);
}

/**
 * A page of products. The public may list active products only (asking for another status is a 403);
 * staff may filter by any status and by default see everything but archived products.
 */
export async function listProducts(caller: Caller, query: ProductQuery): Promise<Paginated<WireProduct>> {
  if (!canSeeAllStatuses(caller)) {
    if (query.status && query.status !== 'active') throw fail('product.public_only');
    return cachedPublicProducts(query);
  }
  return queryProductsFor(caller, query);
}

async function queryProductsFor(caller: Caller, query: ProductQuery): Promise<Paginated<WireProduct>> {
  const staff = canSeeAllStatuses(caller);
  if (!staff && query.status && query.status !== 'active') throw fail('product.public_only');
  const status = staff ? query.status : 'active';
  let categoryId: number | undefined;
  if (query.category) {
    const category = await resolveCategory(caller, query.category);
    if (!category) throw invalid({ category: [{ code: 'field.selected_invalid', params: { label: 'category' } }] });
    categoryId = category.id;
  }
  return queryProducts({ ...query, status, categoryId });
}

/**
 * A search matches English and Hindi names, descriptions and the SKU as a substring, whichever language's
 * page asks (a missing Hindi text matches nothing), or word by word, each word found somewhere. Only when
 * that finds nothing is a misspelling forgiven: a word of three letters or more, no digits, may then be
 * close to a word of a name (pg_trgm word similarity: 'sop' finds 'Soap'), so 'brass' lists the brass
 * goods and not a 'Glass' bracelet beside them. The substring tests can use the trigram indexes of
 * migration 0016; the similarity test reads the names of the rows the other filters leave (a shop's
 * assortment, not a big table).
 */
function searchConditions(search: string): { exact: SQL; loose: SQL | null } {
  const term = search.toLowerCase();
  const whole = substringMatch(term);
  const words = term.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const exact = words.length > 1 ? or(whole, and(...words.map(substringMatch)))! : whole;
  if (!words.some(fuzzy)) return { exact, loose: null };
  const eachWord = words.map((word) => {
    if (!fuzzy(word)) return substringMatch(word);
    const close = [products.name, products.nameHi].map((column) => sql`word_similarity(${word}, lower(${column})) >= ${TYPO_SIMILARITY}`);
    return or(substringMatch(word), ...close)!;
  });
  return { exact, loose: or(whole, and(...eachWord))! };
}

/** Words of three letters or more are matched loosely; codes, numbers and short words only exactly. */
const fuzzy = (word: string) => /^[\p{L}\p{M}]{3,}$/u.test(word);

function substringMatch(term: string): SQL {
  const pattern = containsPattern(term);
  const texts = [products.name, products.description, products.nameHi, products.descriptionHi, products.sku];
  return or(...texts.map((column) => sql`lower(${column}) like ${pattern}`))!;
}

/** How close a misspelt word must be to a word of a name (0 to 1): 'sop' to 'soap' is 0.5, unrelated words 0 to 0.3. */
const TYPO_SIMILARITY = 0.45;
const MAX_SEARCH_WORDS = 8;

type ResolvedQuery = Omit<ProductQuery, 'category'> & { categoryId?: number };

async function queryProducts(q: ResolvedQuery): Promise<Paginated<WireProduct>> {
  const db = await getDb();
  const where: SQL[] = [q.status ? eq(products.status, q.status) : ne(products.status, 'archived')];
  if (q.categoryId) where.push(eq(products.categoryId, q.categoryId));
  if (q.min_price !== undefined) where.push(gte(products.pricePaise, rupeesToPaise(q.min_price)));
  if (q.max_price !== undefined) where.push(lte(products.pricePaise, rupeesToPaise(q.max_price)));
  if (q.search) {
    const { exact, loose } = searchConditions(q.search);
    const exactFinds =
      !loose ||
      (await countOf(
        db
          .select({ n: rowCount() })
          .from(products)
          .where(and(...where, exact)),
      )) > 0;
    where.push(exactFinds ? exact : loose);
  }
  const column = { created_at: products.createdAt, name: sql`lower(${products.name})`, price: products.pricePaise }[q.sort_by];
  const direction = q.sort_order === 'asc' ? asc : desc;
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) =>
        db
          .select(productColumns)
          .from(products)
          .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
          .where(and(...where))
          .orderBy(direction(column), direction(products.id))
          .limit(limit)
          .offset(offset),
      total: () =>
        countOf(
          db
            .select({ n: rowCount() })
            .from(products)
            .where(and(...where)),
        ),
    },
    (rows) => rows.map((r) => toWireProduct(r as ProductRow)),
  );
}

async function findProduct(id: number): Promise<WireProduct | null> {
  const db = await getDb();
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id));
  return row ? toWireProduct(row as ProductRow) : null;
}

/** Cached by id; expired through cacheTags.product(id) when that product or its availability changes. */
const cachedFindProduct = cachedQuery(findProduct, ['product:by-id'], (id: number) => [cacheTags.product(id)]);

/** One product; inactive, draft and archived ones exist only for staff (404 for everyone else). */
export async function getProduct(caller: Caller, id: number, options: { fresh?: boolean } = {}): Promise<WireProduct> {
  const product = options.fresh ? await findProduct(id) : await cachedFindProduct(id);
  if (!product || (product.status !== 'active' && !canSeeAllStatuses(caller))) throw fail('product.not_found');
  return product;
}

/**
 * The public product for pages (null when missing or not public), from the cache, in the page's language
 * (Hindi texts where entered). Both languages read the one entry, so a write expires both pages.
 */
export async function getPublicProduct(_caller: Caller, id: number, locale: ContentLocale = 'en'): Promise<WireProduct | null> {
  const product = await cachedFindProduct(id);
  return product && product.status === 'active' ? localizeProduct(product, locale) : null;
}

/** The public products among a browser's saved ids, in their order (gone or hidden ones are left out). */
export async function savedProducts(caller: Caller, ids: number[], locale: ContentLocale): Promise<WireProduct[]> {
  const products = await Promise.all(ids.map((id) => getPublicProduct(caller, id, locale)));
  return products.filter((p): p is WireProduct => p !== null);
}

const queryPublicProducts = (query: ProductQuery) => queryProductsFor(guestCaller(), { ...query, status: 'active' });

/**
 * Public listing (what a guest sees), from the cache (tags: listings, categories). Its stock counts may be
 * older than the availability they give (an order that changes no availability expires no listing): the
 * shop's cards show availability only. GET /api/products, which shows the counts, has its own entry.
 */
const cachedPublicProducts = cachedQuery(queryPublicProducts, ['products:public-list'], () => [cacheTags.listings, cacheTags.categories]);

export type ProductStock = { product_id: number; stock_quantity: number; stock: number; in_stock: boolean; status: string };

/** Live stock (never cached: it is read right before adding to a cart or ordering). */
export async function getProductStock(caller: Caller, id: number): Promise<ProductStock> {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id, stock: products.stock, status: products.status })
    .from(products)
    .where(eq(products.id, id));
  if (!row || (row.status !== 'active' && !canSeeAllStatuses(caller))) throw fail('product.not_found');
  return {
    product_id: row.id,
    stock_quantity: row.stock,
    stock: row.stock,
    in_stock: row.stock > 0 && row.status === 'active',
    status: row.status,
  };
}

/** Active product ids and update times, for the sitemap (public; cached under the assortment tag). */
export async function listActiveProductStamps(_caller: Caller): Promise<{ id: number; updatedAt: string }[]> {
  return cachedProductStamps();
}

const cachedProductStamps = cachedQuery(queryActiveProductStamps, ['sitemap:products'], () => [cacheTags.assortment], { atBuild: [] });

async function queryActiveProductStamps(): Promise<{ id: number; updatedAt: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt).toISOString() }));
}

// The contract's words for these answers, from the catalogue (built on first use).
const PRODUCT_MESSAGES = {
  list: () => englishNotice({ code: 'product.list_retrieved' }),
  one: () => englishNotice({ code: 'product.retrieved' }),
};

/** An answer of the catalog API and who may keep it: shared (a CDN) only when it is the same for every guest. */
export type ScopedAnswer = { answer: SerialisedAnswer; scope: 'public' | 'private' };
const scopeFor = (caller: Caller): ScopedAnswer['scope'] => (caller.kind === 'guest' ? 'public' : 'private');

/**
 * The public answers of GET /api/products and GET /api/products/{id}, serialised once per cache entry with
 * their ETag. null when the product is not public. They show exact stock counts, which an order does not
 * expire: they live STOCK_COUNT_LAG_SECONDS, then the next request is answered while one refreshes them.
 */
const countsLag = { revalidate: STOCK_COUNT_LAG_SECONDS };
const cachedPublicListAnswer = cachedQuery(
  async (query: ProductQuery): Promise<SerialisedAnswer> => serialiseOk(await queryPublicProducts(query), PRODUCT_MESSAGES.list()),
  ['products:public-list:answer'],
  () => [cacheTags.listings, cacheTags.categories, cacheTags.stockCounts],
  countsLag,
);
const cachedPublicProductAnswer = cachedQuery(
  async (id: number): Promise<SerialisedAnswer | null> => {
    const product = await findProduct(id);
    return product && product.status === 'active' ? serialiseOk(product, PRODUCT_MESSAGES.one()) : null;
  },
  ['product:answer'],
  (id: number) => [cacheTags.product(id), cacheTags.stockCounts],
  countsLag,
);

/** GET /api/products: staff answers are built for them; everyone else gets the one cached public answer. */
export async function productListAnswer(caller: Caller, query: ProductQuery): Promise<ScopedAnswer> {
  if (canSeeAllStatuses(caller))
    return { answer: serialiseOk(await queryProductsFor(caller, query), PRODUCT_MESSAGES.list()), scope: 'private' };
  if (query.status && query.status !== 'active') throw fail('product.public_only');
  return { answer: await cachedPublicListAnswer(query), scope: scopeFor(caller) };
}

/** GET /api/products/{id}: staff also see inactive products (never shared); 404 for everyone else. */
export async function productAnswer(caller: Caller, id: number): Promise<ScopedAnswer> {
  // Staff read the database itself: the cached product is expired when its availability changes, not its count.
  if (canSeeAllStatuses(caller))
    return { answer: serialiseOk(await getProduct(caller, id, { fresh: true }), PRODUCT_MESSAGES.one()), scope: 'private' };
  const answer = await cachedPublicProductAnswer(id);
  if (!answer) throw fail('product.not_found');
  return { answer, scope: scopeFor(caller) };
}
