import { couponQuoteSchema } from '@/lib/domain/validation/order';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { couponAnswer } from '@/lib/server/orders';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const { data, message } = await couponAnswer(await caller(), await readJsonAs(req, couponQuoteSchema));
    return ok(data, { message });
  },
});
