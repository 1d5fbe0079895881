import { productStatusSchema } from '@/lib/domain/validation/product-admin';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { requireStaff } from '@/lib/server/accounts';
import { setProductStatus } from '@/lib/server/catalog';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  PUT: async ({ req, params, caller }) => {
    const actor = requireStaff(await caller());
    const id = parseOrRefuse(productIdSchema, params.id);
    const { status } = await readJsonAs(req, productStatusSchema);
    return ok(await setProductStatus(actor, id, status), { message: englishNotice({ code: 'product_admin.status_updated' }) });
  },
});
