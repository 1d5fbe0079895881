// A cache entry's size in bytes, estimated: what its strings and buffers hold (pages are HTML and RSC
// payloads, data entries JSON, pictures bytes); the few numbers and keys around them are noise.
export function sizeOf(value) {
  if (value == null) return 0;
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let n = 0;
    for (const [k, v] of value) n += sizeOf(k) + sizeOf(v);
    return n;
  }
  let n = 0;
  for (const [k, v] of Object.entries(value)) n += k.length + sizeOf(v);
  return n;
}
