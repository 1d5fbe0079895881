import 'server-only';

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
function cell(value: unknown): string {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const line = (row: readonly unknown[]) => `${row.map(cell).join(',')}\r\n`;

/** RFC 4180 text with CRLF line ends and a BOM, so Excel opens ₹ and Indian names correctly. */
export function toCsv(header: readonly string[], rows: readonly unknown[][]): string {
  return `\uFEFF${[header, ...rows].map(line).join('')}`;
}

/**
 * The same text as toCsv, one piece per batch of rows as the batches are read: an export of any size holds
 * one batch in memory, never the whole table or the whole file.
 */
export async function* csvPieces(header: readonly string[], batches: AsyncIterable<readonly unknown[][]>): AsyncGenerator<string> {
  yield `\uFEFF${line(header)}`;
  for await (const rows of batches) if (rows.length) yield rows.map(line).join('');
}

/**
 * A CSV download. Pieces are pulled one at a time as the client reads (backpressure): the next batch is
 * read from the database only when the previous one has been sent.
 */
export function csvResponse(csv: string | AsyncIterable<string>, filename: string): Response {
  return new Response(typeof csv === 'string' ? csv : pullStream(csv), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

function pullStream(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
