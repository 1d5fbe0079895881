import { TriggerDialog } from '@/components/ui/trigger-dialog';

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
        <p>Orders are processed within 1-2 business days of payment (or of confirmation for cash on delivery).</p>
        <p>
          Delivery takes 3-7 business days across India, depending on the destination pin code. You will receive an e-mail when your order
          ships, and you can follow it on the Track Your Order page.
        </p>
        <p>Shipping is free on orders above ₹500; a flat ₹50 applies otherwise.</p>
      </TriggerDialog>
      <TriggerDialog
        title="Refund & Cancellation Policy"
        trigger={
          <button type="button" className={link}>
            Refund & Cancellation Policy
          </button>
        }
      >
        <p>
          Products may be returned within 30 days of delivery if they arrive damaged or not as described; write to us and we will arrange a
          replacement or a refund to the original payment method.
        </p>
        <p>
          There are no refunds or cancellations for online donations. Donations made from India receive a tax receipt under section 80G of
          the Income Tax Act.
        </p>
        <p>If a donation was made by mistake, e-mail us within 48 hours with the payment details.</p>
      </TriggerDialog>
    </div>
  );
}
