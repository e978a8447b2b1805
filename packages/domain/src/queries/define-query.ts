import type { DataTag, QueryKey } from '@tanstack/query-core';

/** What a query may say about itself to whoever prefetches it. */
export interface DomainQueryMeta extends Record<string, unknown> {
  /** The page can be shown without this data (§7, §8): a failed prefetch is left out, not thrown. */
  optional?: boolean;
}

/**
 * One query as the server's prefetch and the browser's hooks both take it, so they agree on the
 * key. The key carries the data's type, so reading the cache by key is typed too.
 */
export interface DomainQuery<Data, Key extends QueryKey = QueryKey> {
  queryKey: DataTag<Key, Data, Error>;
  queryFn: () => Promise<Data>;
  staleTime?: number;
  meta?: DomainQueryMeta;
}

export function defineQuery<Data, const Key extends QueryKey>(query: {
  queryKey: Key;
  queryFn: () => Promise<Data>;
  staleTime?: number;
  meta?: DomainQueryMeta;
}): DomainQuery<Data, Key> {
  // The data tag is a type alone: the key at run time is the plain array.
  return query as DomainQuery<Data, Key>;
}
