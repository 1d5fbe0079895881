'use client';

import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { foundation } from '@/lib/config/foundation';

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
        <p>
          Online donations to {foundation.name} are voluntary contributions and are not refundable or cancellable once the payment is
          confirmed.
        </p>
        <p>
          If you made a mistake (a wrong amount or a duplicate payment), write to{' '}
          <a className="text-brand-700 underline" href={`mailto:${foundation.email}`}>
            {foundation.email}
          </a>{' '}
          within 48 hours with the payment id; after 12 hours from confirmation a donation can no longer be reversed once it has been used
          for our programmes.
        </p>
        <p>
          Receipts are e-mailed at once and in any case within 7 working days. A recurring donation can be stopped at any time with the link
          in its receipt e-mail; past payments are not refunded.
        </p>
        <p>80G deductions are available only under the old tax regime and only with a valid PAN.</p>
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
