import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';
import { SubmitButton } from '@/components/ui/submit-button';
import { updatePaymentFromLink } from '@/lib/actions/recurring';
import { guestCaller } from '@/lib/server/accounts';
import { recurringForPaymentLink } from '@/lib/server/donations';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'recurring' });
  return { title: t('paymentMetaTitle'), robots: { index: false } };
}

type Props = { params: Promise<{ id: string; locale: string }>; searchParams: Promise<{ sig?: string; result?: string }> };

// Reached from the mail sent when a recurring charge failed (lib/server/donations/recurring-state.ts). Showing the
// page changes nothing; the button goes on to the gateway's page for the subscription.
export default async function UpdatePaymentPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'recurring' });
  const td = await getTranslations({ locale, namespace: 'donations' });
  const tf = await getTranslations({ locale, namespace: 'donationForm' });
  const { id } = await params;
  const { sig, result } = await searchParams;
  const rowId = Number(id);
  const gift = Number.isInteger(rowId) && rowId > 0 && sig ? await recurringForPaymentLink(guestCaller(), rowId, sig) : null;
  const home = <LinkButton href="/giving">{t('myGiving')}</LinkButton>;
  if (!gift || result === 'invalid') return <MessagePage title={td('linkInvalidTitle')} text={td('linkInvalidText')} action={home} />;
  if (result === 'error') return <MessagePage title={td('tryAgainTitle')} text={td('tryAgainText')} action={home} />;
  const words = { frequency: tf(`frequencyLower.${gift.frequency}`), amount: gift.amount };
  if (!gift.needsPayment) {
    const status = td.has(`subscriptionStatus.${gift.status}`) ? td(`subscriptionStatus.${gift.status}`) : gift.status;
    return <MessagePage title={t('paymentNotNeededTitle')} text={t('paymentNotNeededText', { ...words, status })} action={home} />;
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('paymentHeading')}</h1>
      <p className="mt-3 text-gray-700">{t('paymentText', words)}</p>
      <form action={updatePaymentFromLink.bind(null, rowId, sig!, locale)} className="mt-8 flex flex-wrap justify-center gap-3">
        <SubmitButton size="md">{t('paymentButton')}</SubmitButton>
        <LinkButton href="/giving" variant="secondary">
          {t('myGiving')}
        </LinkButton>
      </form>
    </section>
  );
}
