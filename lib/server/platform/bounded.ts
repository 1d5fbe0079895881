// What callers send ends up in the audit log and the server's log (a refused gateway result records its
// txnid and status). Nobody signs in to send a gateway result, so what is kept of it is bounded: long
// strings are cut with a mark, deep or wide structures are summarised, and the whole stays under a size.

/** Longest string kept whole in an audit entry or log line (a reason, an address, a gateway field). */
const MAX_KEPT_STRING = 500;
/** Largest audit detail (before or after, as JSON); past it only a marked preview is kept. */
const MAX_KEPT_DETAIL = 8 * 1024;
const MAX_DEPTH = 6;
const MAX_ENTRIES = 100;

/** `text` cut to `max` characters, with a mark saying how long it was. */
export function boundedString(text: string, max = MAX_KEPT_STRING): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${text.length} characters, cut]`;
}

function boundValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return boundedString(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return '[nested too deep, cut]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ENTRIES).map((v) => boundValue(v, depth + 1));
    return value.length > MAX_ENTRIES ? [...kept, `[${value.length - MAX_ENTRIES} more, cut]`] : kept;
  }
  const entries = Object.entries(value);
  const kept = entries.slice(0, MAX_ENTRIES).map(([k, v]) => [boundedString(k, 100), boundValue(v, depth + 1)]);
  if (entries.length > MAX_ENTRIES) kept.push(['…', `[${entries.length - MAX_ENTRIES} more keys, cut]`]);
  return Object.fromEntries(kept);
}

/** An audit detail bounded in every string, depth, width and in total size (JSON). */
export function boundedDetail(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const bounded = boundValue(value, 0);
  const json = JSON.stringify(bounded) ?? 'null';
  if (json.length <= MAX_KEPT_DETAIL) return bounded;
  return { cut: true, size: json.length, preview: json.slice(0, MAX_KEPT_DETAIL / 2) };
}
