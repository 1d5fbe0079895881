import { productStockSchema } from '@/lib/domain/validation/product-admin';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { requireStaff } from '@/lib/server/accounts';
import { getProductStock, setProductStock } from '@/lib/server/catalog';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const id = parseOrRefuse(productIdSchema, params.id);
    return ok(await getProductStock(await caller(), id));
  },
  PUT: async ({ req, params, caller }) => {
    const actor = requireStaff(await caller());
    const id = parseOrRefuse(productIdSchema, params.id);
    const { stock_quantity } = await readJsonAs(req, productStockSchema);
    return ok(await setProductStock(actor, id, stock_quantity), { message: englishNotice({ code: 'product_admin.stock_updated' }) });
  },
});
