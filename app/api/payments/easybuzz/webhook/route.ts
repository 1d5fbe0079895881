import { systemCaller } from '@/lib/server/accounts/system-caller';
import { endpoint, readGatewayFields } from '@/lib/server/http';
import { receiveEasebuzzWebhook } from '@/lib/server/payments';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => {
    const answer = await receiveEasebuzzWebhook(systemCaller('easebuzz-webhook'), await readGatewayFields(req));
    return Response.json(answer.body, { status: answer.status });
  },
});
