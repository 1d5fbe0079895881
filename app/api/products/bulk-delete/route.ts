import { productBulkDeleteSchema } from '@/lib/domain/validation/product-admin';
import { requireStaff } from '@/lib/server/accounts';
import { bulkDeleteProducts } from '@/lib/server/catalog';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const actor = requireStaff(await caller());
    const { ids } = await readJsonAs(req, productBulkDeleteSchema);
    const result = await bulkDeleteProducts(actor, ids);
    const count = result.deleted.length + result.archived.length;
    return ok(result, { message: englishNotice({ code: 'product_admin.bulk_deleted_api', params: { count } }) });
  },
});
