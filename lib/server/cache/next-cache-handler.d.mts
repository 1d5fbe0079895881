/** Next's cacheHandler (see the .mjs): the documented get/set/revalidateTag API. */
export default class CacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: any } | null>;
  set(key: string, data: any, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
