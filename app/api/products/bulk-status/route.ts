import { productBulkStatusSchema } from '@/lib/domain/validation/product-admin';
import { requireStaff } from '@/lib/server/accounts';
import { setProductsStatus } from '@/lib/server/catalog';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const actor = requireStaff(await caller());
    const { ids, status } = await readJsonAs(req, productBulkStatusSchema);
    const updated = await setProductsStatus(actor, ids, status);
    return ok({ updated, status }, { message: englishNotice({ code: 'product_admin.bulk_updated', params: { count: updated.length } }) });
  },
});
