/** A cache entry as the handler keeps it: Next's value, when its request began, its tags, its lifetime. */
export type StoredEntry = {
  value: unknown;
  lastModified: number;
  tags: string[];
  cacheControl: { revalidate: number | false; expire: number | undefined } | undefined;
};

export type CacheStore = {
  get(key: string): Promise<StoredEntry | null>;
  set(key: string, entry: StoredEntry): Promise<void>;
  delete(key: string): Promise<void>;
  tagsExpiredSince(tags: string[], since: number): Promise<boolean>;
  expireTags(tags: string[], now: number): Promise<void>;
};
