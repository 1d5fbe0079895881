'use client';

import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { promises } from '@/lib/config/promises';

export function PolicyDialog({
  open,
  onOpenChange,
  onAccept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Refund & Cancellation Policy">
      <div className="space-y-3 text-sm leading-6 text-gray-700">
        <p>{promises.donations.refund}</p>
        <p>
          {promises.donations.receipt} {promises.donations.certificate}
        </p>
        <p>{promises.donations.cancelRecurring}</p>
        <p>{promises.donations.tax}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
        <Button onClick={onAccept}>I Agree &amp; Accept</Button>
      </div>
    </Dialog>
  );
}
