'use client';

import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useDonationText } from './use-donation-text';

export function PolicyDialog({
  open,
  onOpenChange,
  onAccept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}) {
  const { t, promise } = useDonationText();
  return (
    <Dialog closeLabel={null} open={open} onOpenChange={onOpenChange} title={t('policyTitle')}>
      <div className="space-y-3 text-sm leading-6 text-gray-700">
        <p>{promise('refund')}</p>
        <p>
          {promise('receipt')} {promise('certificate')}
        </p>
        <p>{promise('cancelRecurring')}</p>
        <p>{promise('tax')}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('close')}
        </Button>
        <Button onClick={onAccept}>{t('agree')}</Button>
      </div>
    </Dialog>
  );
}
