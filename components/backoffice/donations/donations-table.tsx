'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { EmptyState, Notice } from '@/components/backoffice/ui';
import type { AdminDonation, DonationActionResult } from './donation-types';
import { formatRupees } from '@/lib/domain/money';
import { formatIstDay } from '@/lib/domain/dates';

const MAX = 5 * 1024 * 1024;
const STATUS: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-800',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-gray-200 text-gray-700',
};

export type UploadCertificate = (id: number, dataUrl: string, filename: string) => Promise<DonationActionResult>;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Upload a Form 10BE certificate (PDF or image) for one donation; the browser checks type and size first. */
function CertificateCell({
  donation,
  upload,
  onResult,
}: {
  donation: AdminDonation;
  upload: UploadCertificate;
  onResult: (r: DonationActionResult) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, start] = useTransition();
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(file.type === 'application/pdf' || file.type.startsWith('image/')))
      return onResult({ ok: false, message: 'Please choose a PDF or an image.' });
    if (file.size > MAX) return onResult({ ok: false, message: 'The certificate must be smaller than 5MB.' });
    start(async () => onResult(await upload(donation.id, await readAsDataUrl(file), file.name)));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {donation.certificate && (
        <a href={donation.certificate} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-700 underline">
          View
        </a>
      )}
      <label className="cursor-pointer rounded-md border border-gray-300 bg-white px-2.5 py-1 text-xs font-semibold text-gray-700 hover:bg-gray-50">
        {pending ? 'Uploading…' : donation.certificate ? 'Replace' : 'Upload'}
        <input
          ref={input}
          type="file"
          accept="application/pdf,image/*"
          className="sr-only"
          aria-label={`Upload 80G certificate for ${donation.name}`}
          disabled={pending}
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
  const router = useRouter();
  const [notice, setNotice] = useState<DonationActionResult | null>(null);
  const report = (r: DonationActionResult) => {
    setNotice(r);
    if (r.ok) router.refresh();
  };
  if (donations.length === 0) return <EmptyState>No donations match these filters.</EmptyState>;
  return (
    <div className="space-y-3">
      {notice && <Notice kind={notice.ok ? 'success' : 'error'}>{notice.message}</Notice>}
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase text-gray-600">
            <tr>
              <th className="px-3 py-2">Date</th>
              <th className="px-3 py-2">Donor</th>
              <th className="px-3 py-2">Amount</th>
              <th className="px-3 py-2">Cause</th>
              <th className="px-3 py-2">80G</th>
              <th className="px-3 py-2">Status</th>
              <th className="px-3 py-2">Receipt</th>
              <th className="px-3 py-2">80G certificate</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {donations.map((d) => (
              <tr key={d.id}>
                <td className="whitespace-nowrap px-3 py-2">{formatIstDay(d.created_at)}</td>
                <td className="px-3 py-2">
                  <p className="font-medium">{d.name}</p>
                  <p className="text-xs text-gray-500">
                    {d.email} · {d.phone}
                  </p>
                  {d.pan && <p className="text-xs text-gray-500">PAN {d.pan}</p>}
                </td>
                <td className="px-3 py-2 font-semibold">
                  {formatRupees(d.amount)}
                  <p className="text-xs font-normal capitalize text-gray-500">
                    {d.frequency} · {d.payment_mode_label}
                  </p>
                </td>
                <td className="px-3 py-2">{d.cause_code}</td>
                <td className="px-3 py-2">{d.want80G ? (d.eligible_80g ? 'Yes' : 'Asked (not eligible)') : 'No'}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS[d.status] ?? ''}`}>
                    {d.status}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {d.receipt_url ? (
                    <a href={d.receipt_url} target="_blank" rel="noopener" className="text-brand-700 underline">
                      {d.receipt_number}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2">
                  {d.status === 'paid' ? <CertificateCell donation={d} upload={upload} onResult={report} /> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
