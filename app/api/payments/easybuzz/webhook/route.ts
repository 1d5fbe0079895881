import { endpoint } from '@/lib/server/http';
import { formFields } from '@/lib/server/payments/form';
import { receiveEasebuzzWebhook } from '@/lib/server/payments/webhook';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => receiveEasebuzzWebhook(await formFields(req)),
});
