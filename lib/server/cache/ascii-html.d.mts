// Types for ascii-html.mjs (plain JavaScript: the cache handler that imports it runs outside Next's bundles).
export function asciiHtml(html: string): string;
export function withAsciiHtml<T>(data: T): T;
