'use client';

import { startTransition, useActionState, useRef, useState } from 'react';
import { EmptyState, DataTable } from '@/components/backoffice/ui';
import { UPLOAD_REFUSALS, uploadProblem } from '@/lib/domain/uploads';
import { ResultNotice } from '@/components/backoffice/result-notice';
import type { AdminDonation } from './donation-types';
import type { ActionResult } from '@/lib/domain/action-result';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDate } from '@/lib/domain/dates';
import { dayLabel } from '@/lib/domain/retention';
import { DONATION_ABANDONED_AFTER_HOURS } from '@/lib/domain/donations';

const STATUS: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-800',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-gray-200 text-gray-700',
  abandoned: 'bg-gray-200 text-gray-700',
};

/** A recurring gift's state beside its charges: halted (charges failed and stopped) and pending stand out. */
const RECURRING: Record<string, string> = {
  active: 'bg-green-50 text-green-800',
  paused: 'bg-blue-50 text-blue-800',
  pending: 'bg-yellow-100 text-yellow-900',
  halted: 'bg-red-100 text-red-800',
};

export type UploadCertificate = (id: number, form: FormData) => Promise<ActionResult>;

/** Upload a Form 10BE certificate (PDF or image) for one donation; the browser checks type and size first. */
function CertificateCell({
  donation,
  upload,
  onResult,
}: {
  donation: AdminDonation;
  upload: UploadCertificate;
  onResult: (r: ActionResult) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [, send, pending] = useActionState(async (_previous: null, form: FormData) => {
    onResult(await upload(donation.id, form));
    return null;
  }, null);
  const choose = (file: File | undefined) => {
    if (!file || pending) return;
    const problem = uploadProblem(file, 'certificate');
    if (problem) return onResult({ ok: false, error: UPLOAD_REFUSALS.certificate[problem] });
    const form = new FormData();
    form.set('certificate', file);
    startTransition(() => send(form));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {donation.certificate && (
        <a href={donation.certificate} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-700 underline">
          View
        </a>
      )}
      {/* The input is visually hidden inside its label, so the label shows the keyboard focus ring; the label is
          its containing block, so the hidden input stays inside the table's scrolling card (not at page width). */}
      <label className="relative cursor-pointer rounded-md border border-gray-300 bg-white px-2.5 py-1 text-xs font-semibold text-gray-700 hover:bg-gray-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500">
        {pending ? 'Uploading…' : donation.certificate ? 'Replace' : 'Upload'}
        <input
          ref={input}
          type="file"
          accept="application/pdf,image/*"
          className="sr-only"
          aria-label={`Upload 80G certificate for ${donation.name}`}
          // Not disabled while uploading: disabling the focused input would drop focus to the page body.
          aria-busy={pending}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}

export function DonationsTable({ donations, upload }: { donations: AdminDonation[]; upload: UploadCertificate }) {
  const [notice, setNotice] = useState<ActionResult | null>(null);
  const report = (r: ActionResult) => {
    setNotice(r);
  };
  if (donations.length === 0) return <EmptyState>No donations match these filters.</EmptyState>;
  return (
    <div className="space-y-3">
      <ResultNotice result={notice} />
      <DataTable label="Donations" columns={['Date', 'Donor', 'Address', 'Amount', 'Cause', '80G', 'Status', 'Receipt', '80G certificate']}>
        {donations.map((d) => (
          <tr key={d.id}>
            <td data-label="Date" className="whitespace-nowrap px-3 py-2">
              {formatIstDate(d.created_at)}
            </td>
            <td data-label="Donor" className="px-3 py-2">
              <p className="font-medium">{d.name}</p>
              {/* A long email breaks anywhere, so the donor column stays narrow and the table fits a desktop screen. */}
              <p className="text-xs text-gray-500 wrap-anywhere">
                {d.email} · {d.phone}
              </p>
              {d.pan && <p className="text-xs text-gray-500">PAN {d.pan}</p>}
              {d.tax_kept_until && (
                <p className="text-xs text-amber-800">Account erased · kept for tax until {dayLabel(d.tax_kept_until)}</p>
              )}
            </td>
            <td data-label="Address" className="min-w-48 px-3 py-2 text-gray-700">
              {d.address || '—'}
            </td>
            <td data-label="Amount" className="px-3 py-2 font-semibold">
              {formatInr(rupeesToPaise(d.amount))}
              <p className="text-xs font-normal capitalize text-gray-500">
                {d.frequency} · {d.payment_mode_label}
              </p>
              {d.recurring_status && (
                <p
                  className={`mt-1 w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${RECURRING[d.recurring_status] ?? 'bg-gray-100 text-gray-700'}`}
                >
                  Recurring gift: {d.recurring_status}
                </p>
              )}
            </td>
            <td data-label="Cause" className="px-3 py-2">
              {d.cause_code}
            </td>
            <td data-label="80G" className="px-3 py-2">
              {d.want80G ? (d.eligible_80g ? 'Yes' : 'Asked (not eligible)') : 'No'}
            </td>
            <td data-label="Status" className="px-3 py-2">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS[d.display_status] ?? ''}`}>
                {d.display_status}
              </span>
              {d.display_status === 'abandoned' && (
                <p className="mt-1 text-xs text-gray-600">No payment within {DONATION_ABANDONED_AFTER_HOURS} hours</p>
              )}
            </td>
            <td data-label="Receipt" className="px-3 py-2">
              {d.receipt_url ? (
                <a href={d.receipt_url} target="_blank" rel="noopener" className="text-brand-700 underline">
                  {d.receipt_number}
                </a>
              ) : (
                '—'
              )}
            </td>
            <td data-label="80G certificate" className="px-3 py-2">
              {d.status === 'paid' && d.eligible_80g ? <CertificateCell donation={d} upload={upload} onResult={report} /> : '—'}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
