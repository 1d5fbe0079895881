import { productStockSchema } from '@/lib/domain/validation/product-admin';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { actorOf } from '@/lib/server/accounts';
import { getProductStock, setProductStock } from '@/lib/server/catalog';
import { endpoint, ok, parseOr422, readJsonAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const id = parseOr422(productIdSchema, params.id);
    return ok(await getProductStock(id, await caller()));
  },
  PUT: async ({ req, params, caller, ip }) => {
    const actor = actorOf(await caller(), ip);
    const id = parseOr422(productIdSchema, params.id);
    const { stock_quantity } = await readJsonAs(req, productStockSchema);
    return ok(await setProductStock(id, stock_quantity, actor), { message: 'Stock updated successfully' });
  },
});
