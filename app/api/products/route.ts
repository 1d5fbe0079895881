import { missingProductFields, productCreateSchema } from '@/lib/domain/validation/product-admin';
import { productQuerySchema } from '@/lib/domain/validation/product-query';
import { requireStaff } from '@/lib/server/accounts';
import { createProduct, productListAnswer } from '@/lib/server/catalog';
import { answerWithEtag, created, endpoint, readJson, readQueryAs } from '@/lib/server/http';
import { invalid } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ req, url, caller }) => {
    const { answer, scope } = await productListAnswer(await caller(), readQueryAs(url, productQuerySchema));
    return answerWithEtag(req, answer, scope);
  },
  POST: async ({ req, caller }) => {
    const actor = requireStaff(await caller());
    const body = await readJson(req);
    // The contract names every missing field at once before any other check.
    const missing = missingProductFields(body);
    if (missing.length > 0) {
      throw invalid(
        Object.fromEntries(missing.map((f) => [f, [{ code: 'field.required' as const, params: { label: f } }]])),
        'product.missing_fields',
        { names: missing.join(', ') },
      );
    }
    const input = parseOrRefuse(productCreateSchema, body);
    return created(await createProduct(actor, input), { message: englishNotice({ code: 'product_admin.created' }) });
  },
});
