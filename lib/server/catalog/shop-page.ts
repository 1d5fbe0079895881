import 'server-only';
import { SHOP_PAGE_SIZE } from '@/lib/domain/catalog';
import { productQuerySchema, type ProductQuery } from '@/lib/domain/validation/product-query';
import { DomainError } from '@/lib/domain/errors';
import { paginated } from '@/lib/server/platform';
import type { ShopFilters, ShopView, WireProduct } from '@/lib/domain/wire/catalog';
import { localizeCategory, localizeProduct, type ContentLocale } from '@/lib/domain/localized';
import type { Caller } from '@/lib/server/accounts';
import { listCategories, resolveCategory } from './categories';
import { listProducts } from './products';

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * What /shop shows for its URL, or null when its category does not exist (the page answers 404, and nothing
 * is cached for an address anyone can make up). The page is lenient where the API is strict about the rest:
 * a bad page number shows page 1.
 */
export async function loadShopView(caller: Caller, searchParams: SearchParams, locale: ContentLocale = 'en'): Promise<ShopView | null> {
  const view = await loadView(caller, searchParams);
  return view && localizeView(view, locale);
}

/** The view in the page's language: Hindi names and descriptions where the office entered them. */
function localizeView(view: ShopView, locale: ContentLocale): ShopView {
  if (locale === 'en') return view;
  return {
    ...view,
    categories: view.categories.map((c) => localizeCategory(c, locale)),
    category: view.category && localizeCategory(view.category, locale),
    result: { ...view.result, data: view.result.data.map((p) => localizeProduct(p, locale)) },
  };
}

const FILTER_KEYS = ['sort_by', 'sort_order', 'min_price', 'max_price'] as const;

async function loadView(caller: Caller, searchParams: SearchParams): Promise<ShopView | null> {
  const raw = { category: first(searchParams.category), search: first(searchParams.search), page: first(searchParams.page) };
  const given = Object.fromEntries(FILTER_KEYS.map((k) => [k, first(searchParams[k])]));
  const parsed = productQuerySchema.safeParse({ ...raw, ...given, per_page: String(SHOP_PAGE_SIZE), status: 'active' });
  const lenient = parsed.success ? parsed : productQuerySchema.safeParse({ category: raw.category, status: 'active' });
  const query = lenient.success ? lenient.data : productQuerySchema.parse({ status: 'active' });
  const [categories, category] = await Promise.all([
    listCategories(caller, { withActiveProducts: true }),
    query.category ? resolveCategory(caller, query.category) : null,
  ]);
  const empty = paginated<WireProduct>([], 1, SHOP_PAGE_SIZE, 0);
  // A category the schema refuses (over-long, say) names none, like an unknown one.
  if (!lenient.success || (query.category && !category)) return null;
  const filters = parsed.success ? filtersGiven(query, given) : {};
  const view = { categories, category, search: query.search, filters };
  try {
    return { ...view, result: await listProducts(caller, { ...query, category: category?.slug }) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'validation.failed') return { ...view, result: empty };
    throw error;
  }
}

/** The sort and price range the URL named (links keep them; defaults stay out of the URL). */
function filtersGiven(query: ProductQuery, given: Record<string, string | undefined>): ShopFilters {
  const filters: ShopFilters = {};
  if (given.sort_by) filters.sort_by = query.sort_by;
  if (given.sort_order) filters.sort_order = query.sort_order;
  if (query.min_price !== undefined) filters.min_price = query.min_price;
  if (query.max_price !== undefined) filters.max_price = query.max_price;
  return filters;
}
