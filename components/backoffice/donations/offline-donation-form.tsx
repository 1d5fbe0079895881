'use client';

import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { startTransition, useActionState, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { INPUT } from '@/components/backoffice/ui';
import { CAUSE_OPTIONS } from './donation-types';
import type { ActionResult } from '@/lib/domain/action-result';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { ResultNotice } from '@/components/backoffice/result-notice';
import { DEFAULT_WALL_DISPLAY, WALL_DISPLAYS, WALL_DISPLAY_LABELS } from '@/lib/domain/donations';

export type RecordOffline = (input: Record<string, string | boolean>) => Promise<ActionResult>;

/** Money received outside the website (cash, cheque, bank transfer), recorded as paid with its receipt. */
type CampaignChoice = { id: number; title: string };

export function OfflineDonationButton({ record, campaigns = [] }: { record: RecordOffline; campaigns?: CampaignChoice[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record offline donation</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Record offline donation" placement="wide">
        <OfflineDonationForm record={record} campaigns={campaigns} close={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** The dialog's form (mounted with each opening, so an earlier refusal is not shown again). */
function OfflineDonationForm({ record, campaigns, close }: { record: RecordOffline; campaigns: CampaignChoice[]; close: () => void }) {
  const [result, save, pending] = useActionState(async (_previous: ActionResult | null, data: FormData) => {
    const input: Record<string, string | boolean> = {};
    for (const [k, v] of data.entries()) if (typeof v === 'string') input[k] = v;
    input.want80G = data.get('want80G') === 'on';
    input.showAmount = data.get('showAmount') === 'on';
    const r = await record(input);
    if (r.ok) close(); // the list comes fresh with the action's answer
    return r;
  }, null);
  const coded = useCodedText();
  const err = (k: string) => {
    const refusal = coded.field(result?.fieldErrors, k);
    return refusal ? <p className="mt-1 text-sm text-red-600">{refusal}</p> : null;
  };
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`offline-${name}`} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={`offline-${name}`} name={name} className={`${INPUT} mt-1`} {...props} />
      {err(name)}
    </div>
  );
  return (
    <form
      action={save}
      className="space-y-3"
      onSubmit={(e) => {
        // Posted by hand, not by the form's action, so a refused form keeps what was typed.
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => save(data));
      }}
    >
      {result?.ok === false && <ResultNotice result={result} />}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', 'Donor name *', { required: true })}
        {field('amount', 'Amount (₹) *', { type: 'number', min: 1, step: '0.01', required: true })}
        {field('email', 'Email', { type: 'email' })}
        {field('phone', 'Phone', { type: 'tel' })}
        <div className="sm:col-span-2">{field('address', 'Address')}</div>
        <div>
          <label htmlFor="offline-cause" className="block text-sm font-medium text-gray-700">
            Cause
          </label>
          <select id="offline-cause" name="cause" defaultValue="general-welfare" className={`${INPUT} mt-1`}>
            {CAUSE_OPTIONS.map(([code, value, label]) => (
              <option key={code} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="offline-campaign_id" className="block text-sm font-medium text-gray-700">
            Campaign (its cause is used)
          </label>
          <select id="offline-campaign_id" name="campaign_id" defaultValue="" className={`${INPUT} mt-1`}>
            <option value="">None</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
          {err('campaign_id')}
        </div>
        <div>
          <label htmlFor="offline-payment_mode" className="block text-sm font-medium text-gray-700">
            Received as *
          </label>
          <select id="offline-payment_mode" name="payment_mode" defaultValue="bank_transfer" className={`${INPUT} mt-1`}>
            <option value="bank_transfer">Bank transfer</option>
            <option value="cheque">Cheque</option>
            <option value="cash">Cash</option>
          </select>
          {err('payment_mode')}
        </div>
        {field('reference', 'Cheque number or bank reference')}
        {field('received_at', 'Received on', { type: 'date' })}
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          <input type="checkbox" name="want80G" /> Wants an 80G receipt
        </label>
        {field('pan', 'PAN (required for 80G)')}
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-gray-700">On the wall of supporters (as the donor asked)</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {WALL_DISPLAYS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-gray-700">
                <input type="radio" name="wallDisplay" value={value} defaultChecked={value === DEFAULT_WALL_DISPLAY} />
                {WALL_DISPLAY_LABELS[value]}
              </label>
            ))}
          </div>
          <label className="mt-1 flex items-center gap-2 text-sm text-gray-700">
            <input type="checkbox" name="showAmount" /> Show the amount (only if listed)
          </label>
          {err('wallDisplay')}
        </fieldset>
      </div>
      <p className="text-xs text-gray-500">
        Cash above ₹2,000 never qualifies for 80G; its receipt says so. A donor is listed on the wall only if they asked to be.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <SubmitButton size="md" pending={pending} pendingText="Saving…">
          Record donation
        </SubmitButton>
      </div>
    </form>
  );
}
