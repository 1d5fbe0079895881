'use server';
import { recordId } from '@/lib/domain/validation/fields';
import { retryOutboxMail } from '@/lib/server/backoffice';
import { runAction, type ActionResult } from './run-action';

export async function retryMailAction(id: number): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: recordId,
    input: id,
    fallback: 'mail.retry_failed',
    run: async (caller, mailId) => {
      await retryOutboxMail(caller, mailId);
      return { notice: { code: 'mail.requeued' } };
    },
  });
}
