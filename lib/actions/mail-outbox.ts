'use server';
import { revalidatePath } from 'next/cache';
import { actionActor } from '@/lib/server/accounts';
import { retryOutboxMail } from '@/lib/server/backoffice';
import { failed, type ActionResult } from './action-result';

export async function retryMailAction(id: number): Promise<ActionResult> {
  try {
    await retryOutboxMail(id, await actionActor('admin'));
    revalidatePath('/admin/outbox');
    return { ok: true, message: 'Mail queued for another attempt' };
  } catch (error) {
    return failed(error, 'Failed to retry mail');
  }
}
