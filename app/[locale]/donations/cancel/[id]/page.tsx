import { SubmitButton } from '@/components/ui/submit-button';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';
import { cancelRecurringFromLink } from '@/lib/actions/donations';
import { guestCaller } from '@/lib/server/accounts';
import { recurringDonationForLink } from '@/lib/server/donations';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'donations' });
  return { title: t('cancelMetaTitle'), robots: { index: false } };
}

type Props = { params: Promise<{ id: string; locale: string }>; searchParams: Promise<{ sig?: string; result?: string }> };

// Reached from the link in a receipt e-mail. Showing the page changes nothing; the button cancels.
export default async function CancelRecurringPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'donations' });
  const tf = await getTranslations({ locale, namespace: 'donationForm' });
  const { id } = await params;
  const { sig, result } = await searchParams;
  const rowId = Number(id);
  const gift = Number.isInteger(rowId) && rowId > 0 && sig ? await recurringDonationForLink(guestCaller(), rowId, sig) : null;
  const home = <LinkButton href="/donations">{t('backToDonations')}</LinkButton>;
  if (!gift) return <MessagePage title={t('linkInvalidTitle')} text={t('linkInvalidText')} action={home} />;
  if (result === 'error') return <MessagePage title={t('tryAgainTitle')} text={t('tryAgainText')} action={home} />;
  const statusWord = t.has(`subscriptionStatus.${gift.status}`) ? t(`subscriptionStatus.${gift.status}`) : gift.status;
  if (!gift.active) {
    return (
      <MessagePage
        title={t('cancelledTitle')}
        text={t('cancelledText', { frequency: tf(`frequencyLower.${gift.frequency}`), amount: gift.amount, status: statusWord })}
        action={home}
      />
    );
  }
  // The page's language is bound to the button: the outcome comes back on this page in this language.
  const cancel = cancelRecurringFromLink.bind(null, rowId, sig!, locale);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('cancelConfirmHeading')}</h1>
      <p className="mt-3 text-gray-700">
        {t('cancelConfirmText', { name: gift.name, frequency: tf(`frequencyLower.${gift.frequency}`), amount: gift.amount })}
      </p>
      <form action={cancel} className="mt-8 flex flex-wrap justify-center gap-3">
        <SubmitButton variant="danger" size="md">
          {t('cancelButton')}
        </SubmitButton>
        <LinkButton href="/donations" variant="secondary">
          {t('keepIt')}
        </LinkButton>
      </form>
    </section>
  );
}
