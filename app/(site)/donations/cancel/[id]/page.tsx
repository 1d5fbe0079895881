import type { Metadata } from 'next';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';
import { cancelRecurringFromLink } from '@/lib/actions/donations';
import { guestCaller } from '@/lib/server/accounts';
import { recurringDonationForLink } from '@/lib/server/donations';

export const metadata: Metadata = { title: 'Cancel recurring donation', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ sig?: string; result?: string }> };

// Reached from the link in a receipt e-mail. Showing the page changes nothing; the button cancels.
export default async function CancelRecurringPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { sig, result } = await searchParams;
  const rowId = Number(id);
  const gift = Number.isInteger(rowId) && rowId > 0 && sig ? await recurringDonationForLink(guestCaller(), rowId, sig) : null;
  const home = <LinkButton href="/donations">Back to donations</LinkButton>;
  if (!gift)
    return (
      <MessagePage
        title="Link not valid"
        text="This cancellation link is not valid. Please use the link in your receipt e-mail or contact us."
        action={home}
      />
    );
  if (result === 'error')
    return (
      <MessagePage
        title="Please try again"
        text="We could not cancel the recurring donation just now. Please try again in a few minutes or write to us."
        action={home}
      />
    );
  if (!gift.active) {
    return (
      <MessagePage
        title="Recurring donation cancelled"
        text={`Your ${gift.frequency.toLowerCase()} donation of ${gift.amount} is ${gift.status}. No further payments will be taken.`}
        action={home}
      />
    );
  }
  const cancel = cancelRecurringFromLink.bind(null, rowId, sig!);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Cancel your recurring donation?</h1>
      <p className="mt-3 text-gray-700">
        {gift.name}, your {gift.frequency.toLowerCase()} donation of {gift.amount} is active. Cancelling stops all future payments; past
        receipts stay valid.
      </p>
      <form action={cancel} className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="submit" className="rounded-full bg-red-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-red-700">
          Cancel my recurring donation
        </button>
        <LinkButton href="/donations" variant="outline">
          Keep it
        </LinkButton>
      </form>
    </section>
  );
}
