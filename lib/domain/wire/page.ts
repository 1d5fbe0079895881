/** The one shape of every paginated list (DESIGN.md §3). */
export type Paginated<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };
