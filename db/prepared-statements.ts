import type { Sql, TransactionSql } from 'postgres';

/**
 * Drizzle runs every query it did not build with `.prepare(name)` through postgres-js's `unsafe()` as an
 * unnamed statement (`prepare: false`, also unsafe's own default). postgres-js then describes each statement
 * before running it: two round trips per statement, and statements meant to go out together (Promise.all in
 * one transaction) go one by one, each waiting a turn of the event loop. This client hands drizzle the same
 * postgres-js client asking for prepared statements; the connection's own setting still decides
 * (postgres-options.ts: prepared once per connection and then sent in one trip, or unnamed behind a
 * transaction pooler, where nothing may outlive a transaction).
 * Only public postgres-js calls are wrapped: `unsafe`, and `begin`/`savepoint`, whose clients are wrapped
 * the same way. tests/api/order-round-trips.test.ts counts the trips on the wire.
 */
export function preparedByConnection<T extends Sql | TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) => {
          return target.unsafe(query, params as never, { ...options, prepare: true });
        };
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const run = args[last] as (tx: TransactionSql) => unknown;
          const wrapped = [...args.slice(0, last), (tx: TransactionSql) => run(preparedByConnection(tx))];
          return (Reflect.get(target, property, receiver) as (...a: unknown[]) => unknown).apply(target, wrapped);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
