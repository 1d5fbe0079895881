'use client';

import { startTransition, useActionState, useState } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { batchFileKind, MAX_BATCH_BYTES } from '@/lib/domain/certificates-10be';
import type { FieldError } from '@/lib/domain/errors';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { SubmitButton } from '@/components/ui/submit-button';
import { ResultNotice } from '@/components/backoffice/result-notice';
import { EmptyState } from '@/components/backoffice/ui';

export type DonorChoice = { donation_id: number; label: string };

type Upload = {
  id: number;
  file_name: string;
  file_url: string;
  financial_year: string;
  pan_found: string | null;
  pan_source: 'text' | 'filename' | null;
  donor: {
    donation_id: number;
    name: string;
    email: string;
    pan: string | null;
    gifts: Array<{ donation_id: number; paid_at: string; amount: number; receipt_number: string | null }>;
  } | null;
};

type Props = {
  pending: Upload[];
  choices: Record<string, DonorChoice[]>;
  years: string[];
  defaultYear: string;
  upload: (form: FormData) => Promise<ActionResult>;
  confirm: (id: number, donationId?: number) => Promise<ActionResult>;
  discard: (id: number) => Promise<ActionResult>;
};

const MB = 1024 * 1024;

/** The browser's first look at the chosen files (the server checks the bytes again): the same refusals. */
function batchProblem(files: File[]): FieldError | null {
  if (files.length === 0) return { code: 'certificate.batch_empty' };
  const other = files.find((f) => !batchFileKind(f));
  if (other) return { code: 'certificate.batch_type', params: { name: other.name } };
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_BATCH_BYTES)
    return { code: 'certificate.batch_too_large', params: { max: MAX_BATCH_BYTES / MB } };
  return null;
}

function UploadForm({
  years,
  defaultYear,
  upload,
  onResult,
}: Pick<Props, 'years' | 'defaultYear' | 'upload'> & { onResult: (r: ActionResult) => void }) {
  const [, send] = useActionState(async (_previous: null, form: FormData) => {
    const problem = batchProblem(form.getAll('certificates').filter((v): v is File => typeof v !== 'string' && v.size > 0));
    onResult(problem ? { ok: false, error: problem } : await upload(form));
    return null;
  }, null);
  return (
    <form action={send} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-gray-900">Upload Form 10BE certificates</h2>
      <p className="text-sm text-gray-700">
        Choose the PDFs, or the ZIP file the income-tax portal downloads. Each certificate is matched to its donor by the PAN in its text or
        in its file name; you confirm the matches below. Up to 100 certificates and 5 MB at a time.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-gray-800">
          Certificates (PDF or ZIP)
          <input
            type="file"
            name="certificates"
            multiple
            accept=".pdf,.zip,application/pdf,application/zip"
            className="mt-1 block w-full max-w-xs text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
          />
        </label>
        <label className="text-sm font-medium text-gray-800">
          Financial year (when a certificate does not say)
          <select
            name="financial_year"
            defaultValue={defaultYear}
            className="mt-1 block rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton size="md" pendingText="Uploading…">
          Upload certificates
        </SubmitButton>
      </div>
    </form>
  );
}

/** The donors of the certificate's year still without one: the office's own choice overrides a proposal. */
function DonorSelect({
  label,
  choices,
  picked,
  onPick,
}: {
  label: string;
  choices: DonorChoice[];
  picked: string;
  onPick: (v: string) => void;
}) {
  return (
    <label className="mt-2 block font-medium">
      {label}
      <select
        value={picked}
        onChange={(e) => onPick(e.target.value)}
        className="mt-1 block w-full max-w-lg rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
      >
        <option value="">Choose a donor…</option>
        {choices.map((c) => (
          <option key={c.donation_id} value={c.donation_id}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function PendingCard({
  u,
  choices,
  confirm,
  discard,
  onResult,
}: {
  u: Upload;
  choices: DonorChoice[];
  confirm: Props['confirm'];
  discard: Props['discard'];
  onResult: (r: ActionResult) => void;
}) {
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const run = (act: () => Promise<ActionResult>) => {
    setBusy(true);
    startTransition(async () => {
      onResult(await act());
      setBusy(false);
    });
  };
  const found = u.pan_found
    ? `PAN ${u.pan_found} found in the ${u.pan_source === 'text' ? 'certificate’s text' : 'file name'}`
    : 'No PAN found in the text or the file name';
  return (
    <li className="space-y-3 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby={`upload-${u.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`upload-${u.id}`} className="font-semibold text-gray-900 wrap-anywhere">
            {u.file_name}
          </h3>
          <p className="text-sm text-gray-700">
            {found} · Financial year {u.financial_year}
          </p>
        </div>
        <a href={u.file_url} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-700 underline">
          View PDF
        </a>
      </div>
      {u.donor ? (
        <div className="rounded-lg bg-green-50 p-3 text-sm text-gray-900">
          <p>
            <span className="font-semibold">Proposed donor:</span> {u.donor.name} · PAN {u.donor.pan ?? '—'} ·{' '}
            <span className="wrap-anywhere">{u.donor.email}</span>
          </p>
          <ul className="mt-1 list-disc pl-5 text-gray-800">
            {u.donor.gifts.map((g) => (
              <li key={g.donation_id}>
                {formatIstDate(g.paid_at)} · {formatInr(rupeesToPaise(g.amount))}
                {g.receipt_number && ` · receipt ${g.receipt_number}`}
              </li>
            ))}
          </ul>
          {choices.length > 0 && (
            <DonorSelect label="Another donor, if this is not theirs" choices={choices} picked={picked} onPick={setPicked} />
          )}
        </div>
      ) : (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-gray-900">
          <p className="font-semibold">No donor matched: choose who it is for.</p>
          {choices.length === 0 ? (
            <p className="mt-1">Every 80G donor of {u.financial_year} already has a certificate. Discard it if it is a duplicate.</p>
          ) : (
            <DonorSelect label="Donor" choices={choices} picked={picked} onPick={setPicked} />
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          // Not disabled while no donor is chosen: a click says what is missing (a dimmed button would not).
          aria-disabled={busy}
          onClick={() => {
            if (busy) return;
            if (!u.donor && !picked) return onResult({ ok: false, error: { code: 'certificate.donor_required' } });
            run(() => confirm(u.id, picked ? Number(picked) : undefined));
          }}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {busy ? 'Working…' : 'Confirm and mail to donor'}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => !busy && run(() => discard(u.id))}
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Discard
        </button>
      </div>
    </li>
  );
}

/** The 10BE loop's upload and the certificates waiting for the office (docs/giving.md). */
export function CertificateUploads({ pending, choices, years, defaultYear, upload, confirm, discard }: Props) {
  const [notice, setNotice] = useState<ActionResult | null>(null);
  return (
    <div className="space-y-6">
      <UploadForm years={years} defaultYear={defaultYear} upload={upload} onResult={setNotice} />
      <div aria-live="polite">
        <ResultNotice result={notice} />
      </div>
      <section aria-labelledby="pending-heading" className="space-y-3">
        <h2 id="pending-heading" className="text-lg font-semibold text-gray-900">
          Waiting for you ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <EmptyState>No uploaded certificates are waiting. Upload the year’s certificates above.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {pending.map((u) => (
              <PendingCard
                key={u.id}
                u={u}
                choices={choices[u.financial_year] ?? []}
                confirm={confirm}
                discard={discard}
                onResult={setNotice}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
