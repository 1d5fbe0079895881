'use client';

import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import type { Frequency } from '@/lib/domain/donations';

/** Each button passes its own value: the choice clicked is the one sent (no state read afterwards). */
export function FrequencyDialog({
  open,
  onOpenChange,
  onChoose,
  amountLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (f: Frequency) => void;
  amountLabel: string;
}) {
  const recurring: Array<[Frequency, string, string]> = [
    ['monthly', 'Monthly', `${amountLabel} every month`],
    ['quarterly', 'Quarterly', `${amountLabel} every three months`],
    ['yearly', 'Yearly', `${amountLabel} every year`],
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Make it a regular gift?"
      description="A recurring donation helps us plan. You can stop it at any time from the link in your receipt e-mail."
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {recurring.map(([value, label, hint]) => (
          <button
            key={value}
            type="button"
            onClick={() => onChoose(value)}
            className="rounded-xl border-2 border-brand-200 p-4 text-left transition hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-500"
          >
            <span className="block font-semibold text-gray-900">{label}</span>
            <span className="mt-1 block text-xs text-gray-600">{hint}</span>
          </button>
        ))}
      </div>
      <div className="mt-6 flex justify-center">
        <Button variant="outline" onClick={() => onChoose('one-time')}>
          One-time payment instead
        </Button>
      </div>
    </Dialog>
  );
}
