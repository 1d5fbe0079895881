'use server';

import { cookies } from 'next/headers';
import type { ActionResult } from '@/lib/domain/action-result';
import { formatIstDate } from '@/lib/domain/dates';
import { DomainError, fail } from '@/lib/domain/errors';
import { recurringChangeSchema, replacementAnswerSchema } from '@/lib/domain/validation/recurring';
import { z } from '@/lib/domain/zod';
import {
  cancelMyRecurringGift,
  confirmMyRecurringChange,
  GIVING_VISIT_COOKIE,
  myPaymentPage,
  pauseMyRecurringGift,
  paymentPageForLink,
  previewMyRecurringChange,
  resumeMyRecurringGift,
  startMyRecurringChange,
} from '@/lib/server/donations';
import { localizedPath } from '@/lib/i18n/routing';
import { pageLocale } from './page-locale';
import { noInput, runAction } from './run-action';

// My giving's recurring gifts (issue 36, item 2). The donor is the visit of the mailed link (its cookie, sent
// to the /giving pages) or the signed-in account with that confirmed address (the profile's tab); lib/server
// checks the gift is theirs. Each answer carries a fresh render of the page (refresh).

const visit = async () => (await cookies()).get(GIVING_VISIT_COOKIE)?.value ?? null;

const intentSchema = z.enum(['pause', 'resume', 'cancel', 'payment']);

/**
 * The buttons of one recurring gift (the pressed one posts its `intent`): pause, resume, cancel, or on to the
 * gateway's page to update the payment method of a pending or halted gift.
 */
export async function manageRecurringGift(id: number, _prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    schema: intentSchema,
    input: form.get('intent'),
    fallback: 'subscription.gateway_failed',
    refresh: true,
    run: async (caller, intent) => {
      const donor = await visit();
      if (intent === 'payment') return { redirect: await myPaymentPage(caller, donor, id) };
      if (intent === 'pause') await pauseMyRecurringGift(caller, donor, id);
      if (intent === 'resume') await resumeMyRecurringGift(caller, donor, id);
      if (intent === 'cancel') {
        const { alreadyCancelled } = await cancelMyRecurringGift(caller, donor, id);
        return { notice: { code: alreadyCancelled ? 'subscription.already_cancelled' : 'subscription.cancelled' } };
      }
      return { notice: { code: intent === 'pause' ? 'subscription.paused' : 'subscription.resumed' } };
    },
  });
}

/** The mailed link's page: on to the gateway's page; a refusal comes back to the page as `?result=`. */
export async function updatePaymentFromLink(id: number, sig: string, locale: string): Promise<void> {
  await runAction({
    schema: noInput,
    input: undefined,
    fallback: 'subscription.gateway_failed',
    run: async (caller) => {
      try {
        return { redirect: await paymentPageForLink(caller, id, sig) };
      } catch (error) {
        const result = error instanceof DomainError && error.code === 'subscription.not_found' ? 'invalid' : 'error';
        return {
          redirect: `${localizedPath(`/donations/payment/${id}`, pageLocale(locale))}?sig=${encodeURIComponent(sig)}&result=${result}`,
        };
      }
    },
  });
}

export type ChangePreview = { amountPaise: number; frequency: 'monthly' | 'quarterly' | 'yearly'; firstChargeOn: string };

/** Step one of a change: what would happen, for the donor to read before confirming. Nothing is created. */
export async function previewRecurringChange(
  id: number,
  _prev: ActionResult<ChangePreview> | null,
  form: FormData,
): Promise<ActionResult<ChangePreview>> {
  const values = { amount: String(form.get('amount') ?? ''), frequency: String(form.get('frequency') ?? '') };
  return runAction({
    schema: recurringChangeSchema,
    input: values,
    values,
    fallback: 'subscription.gateway_failed',
    run: async (caller, input) => {
      const plan = await previewMyRecurringChange(caller, await visit(), id, input);
      return { data: { amountPaise: plan.amountPaise, frequency: plan.frequency, firstChargeOn: formatIstDate(plan.firstChargeAt) } };
    },
  });
}

export type ChangeCheckout = {
  replacementId: number;
  subscriptionId: string;
  keyId: string;
  prefill: { name: string; email: string; contact: string };
};

/** Step two: the donor confirmed; the replacing subscription is made for checkout to authorise. */
export async function startRecurringChange(id: number, input: unknown): Promise<ActionResult<ChangeCheckout>> {
  return runAction({
    schema: recurringChangeSchema,
    input,
    fallback: 'subscription.gateway_failed',
    run: async (caller, change) => {
      const started = await startMyRecurringChange(caller, await visit(), id, change);
      return {
        data: {
          replacementId: started.rowId,
          subscriptionId: started.subscriptionId,
          keyId: started.keyId,
          prefill: { name: started.name, email: started.email, contact: started.phone },
        },
      };
    },
  });
}

/** Step three: checkout's answer; once the new mandate is authorised the old gift is cancelled. */
export async function confirmRecurringChange(replacementId: number, answer: unknown): Promise<ActionResult> {
  return runAction({
    schema: replacementAnswerSchema,
    input: answer,
    fallback: 'subscription.change_unverified',
    refresh: true,
    run: async (caller, input) => {
      const done = await confirmMyRecurringChange(caller, await visit(), z.number().int().parse(replacementId), input);
      if (done.result === 'expired') throw fail('subscription.change_expired');
      return { notice: { code: 'subscription.changed', params: { date: done.firstChargeAt ? formatIstDate(done.firstChargeAt) : '' } } };
    },
  });
}
