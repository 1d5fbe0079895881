import 'server-only';
import { sql } from 'drizzle-orm';

/** `%text%` for LIKE/ILIKE, the text's own % _ \ matched literally (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** count(*) as a number, for `select({ n: rowCount() })`. */
export const rowCount = () => sql<number>`count(*)::int`;

/** The number a `select({ n: ... })` count query answers. */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/**
 * An instant as a timestamptz parameter for raw `sql` fragments. Drizzle encodes a Date only for a typed
 * column; compared with an expression (coalesce(...), an aggregate) the driver gets the Date itself, which
 * postgres-js refuses. Every raw comparison with a time goes through this.
 */
export const atTime = (d: Date) => sql`${d.toISOString()}::timestamptz`;
