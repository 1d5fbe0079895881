import { sandboxRetrieve } from '@/lib/server/payments/easebuzz/sandbox';
import { readGatewayFields } from '@/lib/server/http';
import { sandboxOff } from '@/lib/server/payments/easebuzz/sandbox-http';

export async function POST(req: Request) {
  return sandboxOff() ?? Response.json(await sandboxRetrieve(await readGatewayFields(req)));
}
