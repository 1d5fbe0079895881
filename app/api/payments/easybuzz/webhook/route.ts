import { endpoint } from '@/lib/server/http';
import { formFields } from '@/lib/server/payments';
import { receiveEasebuzzWebhook } from '@/lib/server/payments';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => receiveEasebuzzWebhook(await formFields(req)),
});
