import { productIdSchema } from '@/lib/domain/validation/product-query';
import { requestBackInStock } from '@/lib/server/catalog';
import { endpoint, ok, readJsonObject } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

// "Tell me when it is back": {email, locale?}; the same answer for every address (rate-limited).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, params, caller }) => {
    const id = parseOrRefuse(productIdSchema, params.id);
    await requestBackInStock(await caller(), id, await readJsonObject(req));
    return ok(null, { message: englishNotice({ code: 'product.notify_recorded' }) });
  },
});
