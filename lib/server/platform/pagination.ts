import 'server-only';

// Every paginated list answers one shape and is read one way: the page's rows and the total count in
// parallel, LIMIT/OFFSET from the query's page and per_page.

import type { Paginated } from '@/lib/domain/wire/page';

export type PageQuery = { page: number; per_page: number };

export function paginated<T>(items: T[], page: number, perPage: number, total: number): Paginated<T> {
  return {
    data: items,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

type PageWindow = { limit: number; offset: number };

/** A page's rows and the count of all rows, read together and shaped as {data, current_page, last_page, per_page, total}. */
export async function pageAndCount<Row, Item>(
  q: PageQuery,
  load: { rows: (window: PageWindow) => PromiseLike<Row[]>; total: () => PromiseLike<number> },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paginated<Item>> {
  const [rows, total] = await Promise.all([load.rows({ limit: q.per_page, offset: (q.page - 1) * q.per_page }), load.total()]);
  return paginated(await toItems(rows), q.page, q.per_page, total);
}
