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
    fallback: 'Failed to retry mail',
    run: async (caller, mailId) => {
      await retryOutboxMail(caller, mailId);
      return { message: 'Mail queued for another attempt' };
    },
  });
}
