'use server';

import { z } from '@/lib/domain/zod';
import type { ActionResult } from '@/lib/domain/action-result';
import { DONATION_REFUSALS, resolve80gDecision, validateDonation, type DonationDraft } from '@/lib/domain/donations';
import {
  donationFormPostSchema,
  receiptLinkRequestSchema,
  verifyPaymentSchema,
  verifySubscriptionSchema,
  type DonationFormPost,
} from '@/lib/domain/validation/donations';
import { foundation } from '@/lib/config/foundation';
import { type Caller } from '@/lib/server/accounts';
import {
  cancelRecurringDonation,
  checkoutOptions,
  createDonationOrder,
  createDonationSubscription,
  requestReceiptLink,
  verifyDonationPayment,
  verifyDonationSubscription,
} from '@/lib/server/donations';
import { DomainError, refusedFields } from '@/lib/domain/errors';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey } from '@/lib/server/platform';
import { noInput, runAction } from './run-action';
import { pageLocale } from './page-locale';
import { localizedPath } from '@/lib/i18n/routing';

/** The donation form's draft; its rules (amount, PAN for 80G, ...) are checked by the donations module. */
const draftSchema = z.custom<DonationDraft>((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

/**
 * The form sends one idempotency key per attempt: a repeated call (double click, a retry after a lost
 * answer) gets the first gateway order back instead of a second one.
 */
async function once<T>(caller: Caller, scope: string, key: string | undefined, draft: DonationDraft, create: () => Promise<T>): Promise<T> {
  const validKey = validIdempotencyKey(key);
  const request = validKey ? { scope, owner: idempotencyOwner(caller), key: validKey, fingerprint: fingerprintOf(draft) } : null;
  return (await runIdempotent(request, async () => ({ result: await create() }))).result;
}

/** `locale`: the donation page's language (the gift's mails follow it). */
export async function startOneTimeDonation(draft: DonationDraft, idempotencyKey?: string, locale?: string) {
  return runAction({
    schema: draftSchema,
    input: draft,
    fallback: 'donation.order_failed',
    run: async (caller, d) => {
      const data = await once(caller, 'site.donations.order', idempotencyKey, d, async () => {
        const o = await createDonationOrder(caller, { ...d, frequency: 'one-time' }, pageLocale(locale));
        return { order_id: o.orderId, amount: o.amount, currency: o.currency, key_id: o.keyId, ...checkoutOptions(o.donor) };
      });
      return { data };
    },
  });
}

export async function startRecurringDonation(draft: DonationDraft, idempotencyKey?: string, locale?: string) {
  return runAction({
    schema: draftSchema,
    input: draft,
    fallback: 'donation.subscription_failed',
    run: async (caller, d) => {
      const data = await once(caller, 'site.donations.subscription', idempotencyKey, d, async () => {
        const s = await createDonationSubscription(caller, d, pageLocale(locale));
        return { subscription_id: s.subscriptionId, key_id: s.keyId, amount: s.amount, ...checkoutOptions(s.donor) };
      });
      return { data };
    },
  });
}

export async function confirmOneTimeDonation(response: unknown) {
  return runAction({
    schema: verifyPaymentSchema,
    input: response,
    fallback: 'donation.payment_unverified',
    run: async (caller, input) => ({ data: await verifyDonationPayment(caller, input) }),
  });
}

export async function confirmRecurringDonation(response: unknown) {
  return runAction({
    schema: verifySubscriptionSchema,
    input: response,
    fallback: 'donation.subscription_unverified',
    run: async (caller, input) => ({ data: await verifyDonationSubscription(caller, input) }),
  });
}

/**
 * The cancel page's button (the signed link is the credential); back to the page, in its language, with the
 * outcome. A plain form action of a server page (no useActionState), so it answers nothing: the runner redirects.
 */
export async function cancelRecurringFromLink(id: number, sig: string, locale: string): Promise<void> {
  await runAction({
    schema: noInput,
    input: undefined,
    fallback: 'donation.cancel_failed',
    run: async (caller) => {
      let outcome = 'cancelled';
      try {
        await cancelRecurringDonation(caller, id, sig);
      } catch (error) {
        outcome = error instanceof DomainError && error.code === 'subscription.not_found' ? 'invalid' : 'error';
      }
      return {
        redirect: `${localizedPath(`/donations/cancel/${id}`, pageLocale(locale))}?sig=${encodeURIComponent(sig)}&result=${outcome}`,
      };
    },
  });
}

/** What the form says when its details are right but the payment window cannot open (no JavaScript). */
const NEEDS_SCRIPT = { code: 'donation.needs_script', params: { email: foundation.email, phone: foundation.phones[0] } } as const;

/**
 * The donation form posted without JavaScript (with it, the form pays in place and never posts). The same
 * rules as the form and the server apply, each problem answered with the form's own message and the typed
 * values kept; details that pass say how to pay, since the gateway's window needs JavaScript.
 */
export async function donateWithoutScript(
  _prev: ActionResult<DonationFormPost> | null,
  form: FormData,
): Promise<ActionResult<DonationFormPost>> {
  // A direct call may send anything: only a FormData is read.
  const entries = form instanceof FormData ? [...form.entries()] : [];
  const input = Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('$')));
  const values = donationFormPostSchema.safeParse(input);
  return runAction({
    schema: donationFormPostSchema,
    input,
    values: values.success
      ? (Object.fromEntries(Object.entries(values.data).filter(([, v]) => v !== undefined)) as Record<string, string>)
      : undefined,
    fallback: 'donation.check_form',
    run: async (_caller, answered) => {
      // The answer to the 80G question: the form comes back with it applied, to be checked and sent again.
      if (answered.resolve80g) return { data: { ...resolve80gDecision(answered, answered.resolve80g), resolve80g: undefined } };
      const post = answered;
      const check = validateDonation(post);
      if (!check.ok) throw refusedFields(check.errors, check.refusal);
      if (post.agreed !== '1') throw refusedFields({ agreed: DONATION_REFUSALS.policy }, DONATION_REFUSALS.policy);
      return { notice: NEEDS_SCRIPT, data: post };
    },
  });
}

/** "Send my receipt again": the same answer whether or not the e-mail and number match; the mail in the page's language. */
export async function receiptLinkAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  const values = { email: String(form.get('email') ?? ''), number: String(form.get('number') ?? '') };
  return runAction({
    schema: receiptLinkRequestSchema,
    input: values,
    values,
    fallback: 'donation.receipt_link_failed',
    run: async (caller, input) => {
      await requestReceiptLink(caller, input, pageLocale(form.get('locale')));
      return { notice: { code: 'donation.receipt_link_sent' } };
    },
  });
}
