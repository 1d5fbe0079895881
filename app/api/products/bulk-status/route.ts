import { productBulkStatusSchema } from '@/lib/domain/validation/product-admin';
import { requireStaff } from '@/lib/server/accounts';
import { setProductsStatus } from '@/lib/server/catalog';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const actor = requireStaff(await caller());
    const { ids, status } = await readJsonAs(req, productBulkStatusSchema);
    const updated = await setProductsStatus(actor, ids, status);
    return ok({ updated, status }, { message: `${updated.length} product(s) updated successfully` });
  },
});
