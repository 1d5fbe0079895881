'use client';

import Script from 'next/script';
import { useActionState, useEffect, useRef, useState } from 'react';
import { donateWithoutScript } from '@/lib/actions/donations';
import type { Frequency } from '@/lib/domain/donations';
import { AmountSection, Ask80G, Tax80GToggle } from './amount-section';
import { MandateTerms } from './mandate-terms';
import { CauseSection, FrequencySection, WallSection } from './choice-sections';
import { DonationResult, DonationSuccess } from './donation-result';
import { DonorSection } from './donor-section';
import { FrequencyDialog } from './frequency-dialog';
import { PolicyDialog } from './policy-dialog';
import { PolicyConsent, SubmitSection } from './submit-section';
import { PrivacyLine } from '@/components/site/privacy-line';
import { useDonationFormState } from './use-donation-form-state';
import { useSession } from '@/components/site/session-provider';
import { useDonationPayment } from './use-donation-payment';

/**
 * The donation form: its state and rules live in useDonationFormState, the payment (order or subscription,
 * Razorpay Checkout, verification) in useDonationPayment; a paid gift replaces the form with its receipt.
 * Without JavaScript the form posts to donateWithoutScript, which answers with the same messages and the
 * typed values (with JavaScript, onSubmit handles everything and the post never happens).
 */
export function DonationForm({
  checkoutUrl,
  offer80g = true,
  campaign,
}: {
  checkoutUrl: string | null;
  offer80g?: boolean;
  /** On a campaign's page: the gift is filed under it, for its cause (the cause is not asked). */
  campaign?: { id: number; cause: string };
}) {
  const [posted, postWithoutScript] = useActionState(donateWithoutScript, null);
  const form = useDonationFormState(posted ? (posted.ok ? posted.data : posted.values) : undefined, campaign);
  const payment = useDonationPayment(checkoutUrl);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [frequencyOpen, setFrequencyOpen] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (payment.success) document.getElementById('donation-thanks')?.focus();
  }, [payment.success]);

  // A signed-in donor's form is filled from the profile (the page is the same cached page for everyone, so the
  // browser fills it); the server links the gift to the account by the session, not by these fields.
  const { user } = useSession();
  const { prefill } = form;
  useEffect(() => {
    if (user) prefill(user);
  }, [user, prefill]);

  // A draft kept from before 80G was switched off must not ask for it (the server would refuse it).
  const { want80G, toggle80G } = form;
  useEffect(() => {
    if (!offer80g && want80G) toggle80G(false);
  }, [offer80g, want80G, toggle80G]);

  function donate(chosen: Frequency) {
    form.chooseFrequency(chosen);
    setFrequencyOpen(false);
    return payment.pay(form.draft(chosen), { amountLabel: form.amountLabel, causeName: form.text.causeName(form.cause) }, form.reset);
  }

  if (payment.success)
    return (
      <DonationSuccess
        success={payment.success}
        onAgain={() => {
          payment.again();
          requestAnimationFrame(() => amountInput.current?.focus());
        }}
      />
    );

  return (
    <form
      ref={formRef}
      action={postWithoutScript}
      noValidate
      aria-label={form.text.t('formLabel')}
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (payment.busy) return;
        if (form.blocker) {
          // A click before any typing: show every message and take the donor to the first field to fix.
          form.showAll();
          const first = form.firstProblemId();
          const el = first ? document.getElementById(first) : null;
          (el ?? formRef.current?.querySelector<HTMLElement>('#don-policy'))?.focus();
          return;
        }
        // The popup offers a regular gift to a donor who has not picked how often; one who has is not asked again.
        if (form.frequencyChosen) void donate(form.frequency);
        else setFrequencyOpen(true);
      }}
    >
      {checkoutUrl && <Script src={checkoutUrl} strategy="afterInteractive" onError={payment.scriptFailed} />}
      <DonationResult outcome={payment.outcome} />
      {posted && (!posted.ok || posted.notice) && (
        <p
          role={posted.ok ? 'status' : 'alert'}
          className={`rounded-lg px-4 py-3 text-sm ${posted.ok ? 'bg-brand-50 text-gray-900' : 'bg-red-50 text-red-800'}`}
        >
          {posted.ok ? posted.notice && form.text.coded.notice(posted.notice) : form.text.coded.error(posted.error)}
        </p>
      )}
      {payment.gatewayError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {payment.gatewayError}
        </p>
      )}
      <Tax80GToggle form={form} offered={offer80g} />
      <Ask80G form={form} />
      <AmountSection form={form} amountInput={amountInput} />
      <FrequencySection form={form} />
      {campaign ? (
        <>
          <input type="hidden" name="cause" value={campaign.cause} />
          <input type="hidden" name="campaignId" value={campaign.id} />
        </>
      ) : (
        <CauseSection form={form} />
      )}
      <DonorSection form={form} />
      <PrivacyLine purpose="donation" />
      <WallSection form={form} />
      <MandateTerms form={form} />
      <PolicyConsent form={form} onOpenPolicy={() => setPolicyOpen(true)} />
      <SubmitSection form={form} busy={payment.busy} />

      <PolicyDialog
        open={policyOpen}
        onOpenChange={setPolicyOpen}
        onAccept={() => {
          form.setAgreed(true);
          setPolicyOpen(false);
        }}
      />
      <FrequencyDialog
        open={frequencyOpen}
        onOpenChange={setFrequencyOpen}
        onChoose={donate}
        chosen={form.frequency}
        amountLabel={form.amountLabel}
      />
    </form>
  );
}
