import { guestCaller } from '@/lib/server/accounts';
import { sandboxInbox } from '@/lib/server/payments';

export async function GET(req: Request): Promise<Response> {
  const mails = await sandboxInbox(guestCaller(), new URL(req.url).searchParams.get('to') ?? '');
  if (!mails) return Response.json({ success: false, message: 'Not found' }, { status: 404 });
  return Response.json({ success: true, data: mails });
}
