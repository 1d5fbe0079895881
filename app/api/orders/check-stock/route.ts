import { checkStock } from '@/lib/server/data/orders';
import { endpoint, ok, queryObject } from '@/lib/server/http';
import { checkStockLines } from '@/lib/server/orders/contract';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => ok(await checkStock(await caller(), checkStockLines(queryObject(url)))),
});
