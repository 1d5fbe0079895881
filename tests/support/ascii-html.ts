// Reading the ASCII pages the cache handler stores (lib/server/cache/ascii-html.mjs) as a browser would.

/** Markup with its numeric character references (&#x20B9;) turned back into characters. */
export const decodeCharRefs = (html: string) =>
  html.replace(/&#x([0-9A-F]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

/** The characters above U+007F in a text (none, for a page served from the cache). */
export const nonAscii = (text: string) => [...text].filter((c) => c.charCodeAt(0) > 0x7f);
