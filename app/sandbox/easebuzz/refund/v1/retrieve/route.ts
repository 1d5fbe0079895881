import { sandboxRefundStatus } from '@/lib/server/payments/easebuzz/sandbox';
import { answeringDomainErrors, readGatewayFields } from '@/lib/server/http';
import { sandboxOff } from '@/lib/server/payments/easebuzz/sandbox-http';

export async function POST(req: Request) {
  return sandboxOff() ?? answeringDomainErrors(async () => Response.json(await sandboxRefundStatus(await readGatewayFields(req))));
}
