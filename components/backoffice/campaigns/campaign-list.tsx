import Link from 'next/link';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import type { WireCampaign } from '@/lib/domain/wire/campaigns';
import { EmptyState } from '@/components/backoffice/ui';
import { CAUSE_OPTIONS } from '@/components/backoffice/donations/donation-types';

const rupees = (n: number) => formatInr(rupeesToPaise(n), { whole: true });
const causeLabel = (code: string) => CAUSE_OPTIONS.find(([c]) => c === code)?.[2] ?? code;

/** The office's campaigns with their live totals (sandbox gifts left out), each with its page and its edit. */
export function CampaignList({ campaigns }: { campaigns: WireCampaign[] }) {
  if (!campaigns.length) return <EmptyState>No campaigns yet. Create the first one with the form.</EmptyState>;
  return (
    <ul className="divide-y divide-gray-100">
      {campaigns.map((c) => (
        <li key={c.id} className="py-3" data-testid="admin-campaign">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-gray-900">{c.title}</p>
            <p className="text-sm text-gray-700">
              {rupees(c.raised_amount)} of {rupees(c.goal_amount)} ({c.progress_percent}%) · {c.donors_count} donor(s)
            </p>
          </div>
          <p className="mt-1 text-sm text-gray-600">
            {causeLabel(c.cause_code)} · {c.ended ? `ended ${formatIstDate(c.ends_on)}` : `last day ${formatIstDate(c.ends_on)}`}
          </p>
          <p className="mt-1 flex gap-4 text-sm">
            <a href={c.url} className="font-medium text-brand-800 underline underline-offset-2">
              Public page
            </a>
            <Link href={`/admin/campaigns?edit=${c.id}`} className="font-medium text-brand-800 underline underline-offset-2">
              Edit<span className="sr-only"> {c.title}</span>
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
