import { sandboxRetrieve } from '@/lib/server/payments/easebuzz/sandbox';
import { formFields } from '@/lib/server/payments';
import { sandboxOff } from '@/lib/server/payments/easebuzz/sandbox-http';

export async function POST(req: Request) {
  return sandboxOff() ?? Response.json(await sandboxRetrieve(await formFields(req)));
}
