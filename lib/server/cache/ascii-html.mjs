// Cached pages are stored as pure-ASCII HTML: every character above U+007F is written as an escape that
// the browser decodes back to the same character.
//
// Why: Next sends a cached page with `res.end(html)`. One "₹" or "’" makes V8 keep the whole page as a
// two-byte string, and Node's socket write then encodes it to UTF-8 on every request; past 65,535
// characters it also counts the UTF-8 length first. On this machine a 114 kB page went out at a sixth of
// the rate of the same page in ASCII (2.5k against 15k answers/s from a bare node:http server). ASCII HTML
// is sent as one plain copy. The bytes grow by a few hundred for a page's handful of such characters.
//
// Where each escape is valid:
// - markup, text and attribute values: a numeric character reference (&#x20B9;);
// - <script> bodies (the inline RSC payload, JSON-LD): \uXXXX, per UTF-16 unit. Such characters only
//   occur inside JS/JSON string literals there, where \u escapes mean the same string;
// - <style> bodies: a CSS escape (\20B9 followed by a space, which ends the escape).
// React never emits the other raw-text elements (xmp, iframe, noembed, plaintext) or CDATA sections.

const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2)/gi;
const NON_ASCII_CODE_POINT = /[^\x00-\x7f]/gu;
const NON_ASCII_UNIT = /[^\x00-\x7f]/g;
const ANY_NON_ASCII = /[^\x00-\x7f]/;

const hex = (n) => n.toString(16).toUpperCase();
const markupEscape = (text) => text.replace(NON_ASCII_CODE_POINT, (c) => `&#x${hex(c.codePointAt(0))};`);
const scriptEscape = (text) => text.replace(NON_ASCII_UNIT, (c) => `\\u${hex(c.charCodeAt(0)).padStart(4, '0')}`);
const styleEscape = (text) => text.replace(NON_ASCII_CODE_POINT, (c) => `\\${hex(c.codePointAt(0))} `);

/** The same document with every non-ASCII character escaped for where it stands. */
export function asciiHtml(html) {
  if (!ANY_NON_ASCII.test(html)) return html;
  return oneByte(escapeAll(html));
}

// V8 keeps pieces cut from a two-byte string two-byte even when they hold only ASCII, and Node's write is
// then as slow as before. A round trip through a Buffer gives a one-byte string.
function oneByte(ascii) {
  return Buffer.from(ascii, 'latin1').toString('latin1');
}

function escapeAll(html) {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, body, close] = match;
    out += markupEscape(html.slice(last, match.index)) + markupEscape(open);
    out += tag.toLowerCase() === 'script' ? scriptEscape(body) : styleEscape(body);
    out += close;
    last = match.index + whole.length;
  }
  return out + markupEscape(html.slice(last));
}

/** A cache entry whose page HTML (if any) is ASCII; other kinds pass through unchanged. */
export function withAsciiHtml(data) {
  if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') return { ...data, html: asciiHtml(data.html) };
  return data;
}
