import { TriggerDialog } from '@/components/ui/trigger-dialog';
import { promises } from '@/lib/config/promises';

const link = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/** Shipping and refund policies, in modals (server-rendered text inside a client dialog). */
export function PolicyDialogs() {
  return (
    <div className="flex flex-wrap gap-4">
      <TriggerDialog
        title="Shipping Policy"
        trigger={
          <button type="button" className={link}>
            Shipping Policy
          </button>
        }
      >
        <p>{promises.shipping.dispatch}</p>
        <p>
          {promises.shipping.delivery} You will receive an e-mail when your order ships, and you can follow it on the Track Your Order page.
        </p>
        <p>{promises.shipping.rule}</p>
      </TriggerDialog>
      <TriggerDialog
        title="Refund & Cancellation Policy"
        trigger={
          <button type="button" className={link}>
            Refund & Cancellation Policy
          </button>
        }
      >
        <p>{promises.returns.rule}</p>
        <p>{promises.warranty}</p>
        <p>{promises.donations.refund}</p>
        <p>{promises.donations.cancelRecurring}</p>
        <p>{promises.donations.tax}</p>
      </TriggerDialog>
    </div>
  );
}
