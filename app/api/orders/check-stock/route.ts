import { checkStock } from '@/lib/server/orders';
import { endpoint, ok, queryObject } from '@/lib/server/http';
import { checkStockLines } from '@/lib/server/orders';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => ok(await checkStock(await caller(), checkStockLines(queryObject(url)))),
});
