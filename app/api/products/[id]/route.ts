import { productUpdateSchema } from '@/lib/domain/validation/product-admin';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { requireStaff } from '@/lib/server/accounts';
import { deleteProduct, productAnswer, updateProduct } from '@/lib/server/catalog';
import { answerWithEtag, endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ req, params, caller }) => {
    const { answer, scope } = await productAnswer(await caller(), parseOrRefuse(productIdSchema, params.id));
    return answerWithEtag(req, answer, scope);
  },
  PUT: async ({ req, params, caller }) => {
    const actor = requireStaff(await caller());
    const id = parseOrRefuse(productIdSchema, params.id);
    const input = await readJsonAs(req, productUpdateSchema);
    return ok(await updateProduct(actor, id, input), { message: englishNotice({ code: 'product_admin.updated' }) });
  },
  DELETE: async ({ params, caller }) => {
    const actor = requireStaff(await caller());
    const result = await deleteProduct(actor, parseOrRefuse(productIdSchema, params.id));
    return ok(result, { message: englishNotice({ code: result.archived ? 'product_admin.archived' : 'product_admin.deleted' }) });
  },
});
