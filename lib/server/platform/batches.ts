import 'server-only';

/**
 * Reads a large result in batches by keyset (each batch starts after the last row of the previous one),
 * so memory holds one batch whatever the table's size, and no batch skips over the rows before it (an
 * OFFSET would re-read them all each time). `readAfter(last, size)` answers up to `size` rows that follow
 * `last` (the first batch when last is null) in one fixed order.
 */
export async function* keysetBatches<Row>(
  readAfter: (last: Row | null, size: number) => Promise<Row[]>,
  size = 2000,
): AsyncGenerator<Row[]> {
  let last: Row | null = null;
  for (;;) {
    const rows = await readAfter(last, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}

/** Each batch's rows turned into CSV lines (or anything else), a batch at a time. */
export async function* mapBatches<Row>(batches: AsyncIterable<Row[]>, toLine: (row: Row) => unknown[]): AsyncGenerator<unknown[][]> {
  for await (const rows of batches) yield rows.map(toLine);
}
