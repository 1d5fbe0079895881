import { productStatusSchema } from '@/lib/domain/validation/product-admin';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { actorOf } from '@/lib/server/accounts';
import { setProductStatus } from '@/lib/server/catalog';
import { endpoint, ok, parseOr422, readJsonAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  PUT: async ({ req, params, caller, ip }) => {
    const actor = actorOf(await caller(), ip);
    const id = parseOr422(productIdSchema, params.id);
    const { status } = await readJsonAs(req, productStatusSchema);
    return ok(await setProductStatus(id, status, actor), { message: 'Product status updated successfully' });
  },
});
