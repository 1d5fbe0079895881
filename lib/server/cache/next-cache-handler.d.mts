/** What Next stores (see the .mjs): a page's HTML arrives as a string and is kept as bytes. */
type Entry = { kind: string; html?: string | Buffer; status?: number; headers?: Record<string, string> };

/** Next's cacheHandler (see the .mjs): the documented get/set/revalidateTag API. */
export default class CacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[] },
  ): Promise<{ lastModified: number; value: Entry & { html: Buffer } } | null>;
  set(key: string, data: Entry | null, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
