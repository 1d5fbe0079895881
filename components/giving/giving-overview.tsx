import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { campaignPath } from '@/lib/domain/campaigns';
import { localizedText, type ContentLocale } from '@/lib/domain/localized';
import { formatIstDate } from '@/lib/domain/dates';
import type { GivingOverview as Overview } from '@/lib/domain/giving';
import { formatInr } from '@/lib/domain/money';
import { RecurringControls } from './recurring-controls';

const CARD = 'rounded-xl border border-gray-100 bg-white p-4 shadow-sm';
const LINK = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** A donor's gifts, recurring gifts and yearly statements (My giving and the profile's tab). */
export function GivingOverview({ overview, checkoutUrl }: { overview: Overview; checkoutUrl: string | null }) {
  const t = useTranslations('giving');
  const tf = useTranslations('donationForm');
  const ts = useTranslations('donations');
  const locale = useLocale() as ContentLocale;
  const causeName = (code: string, fallback: string) => (tf.has(`causes.${code}.label`) ? tf(`causes.${code}.label`) : fallback);
  return (
    <div className="space-y-10">
      <section aria-labelledby="gifts-heading">
        <h2 id="gifts-heading" className="mb-3 text-xl font-bold text-gray-900">
          {t('giftsHeading')}
        </h2>
        {overview.gifts.length === 0 ? (
          <p className="text-gray-700">{t('noGifts')}</p>
        ) : (
          <ul className="space-y-3">
            {overview.gifts.map((g) => (
              <li key={g.id} className={CARD} data-testid="my-gift">
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_2fr_1fr_1fr]">
                  <Item label={t('date')}>{formatIstDate(g.date)}</Item>
                  <Item label={t('amount')}>
                    <span className="font-semibold">{formatInr(g.amountPaise)}</span>
                    {g.frequency !== 'one-time' && <span className="text-gray-600"> · {tf(`frequencyLower.${g.frequency}`)}</span>}
                  </Item>
                  <Item label={t('cause')}>
                    {g.campaign ? (
                      <>
                        <Link href={campaignPath(g.campaign.id)} className={LINK}>
                          {localizedText(locale, g.campaign.title, g.campaign.titleHi)}
                        </Link>
                        <span className="block text-xs text-gray-600">{causeName(g.causeCode, g.cause)}</span>
                      </>
                    ) : (
                      causeName(g.causeCode, g.cause)
                    )}
                  </Item>
                  <Item label={t('paidBy')}>{t(`paymentModes.${g.paymentMode}`)}</Item>
                  <Item label={t('status')}>{t(`statuses.${g.status}`)}</Item>
                </dl>
                {(g.receiptUrl || g.certificateUrl) && (
                  <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                    {g.receiptUrl && (
                      <a href={g.receiptUrl} className={LINK}>
                        {t('receiptFor', { number: g.receiptNumber ?? '' })}
                      </a>
                    )}
                    {g.certificateUrl && (
                      <a href={g.certificateUrl} className={LINK}>
                        {t('certificateFor', { date: formatIstDate(g.date) })}
                      </a>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recurring-heading">
        <h2 id="recurring-heading" className="mb-3 text-xl font-bold text-gray-900">
          {t('recurringHeading')}
        </h2>
        {overview.recurring.length === 0 ? (
          <p className="text-gray-700">{t('noRecurring')}</p>
        ) : (
          <ul className="space-y-3">
            {overview.recurring.map((r) => (
              <li key={r.id} className={CARD} data-testid="my-recurring-gift">
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Item label={t('amount')}>
                    <span className="font-semibold">{formatInr(r.amountPaise)}</span>
                  </Item>
                  <Item label={t('frequency')}>{tf(`frequency.${r.frequency}`)}</Item>
                  <Item label={t('nextCharge')}>{r.nextChargeOn ? formatIstDate(r.nextChargeOn) : '—'}</Item>
                  <Item label={t('state')}>
                    {ts.has(`subscriptionStatus.${r.status}`) ? ts(`subscriptionStatus.${r.status}`) : r.status}
                  </Item>
                </dl>
                <RecurringControls gift={r} checkoutUrl={checkoutUrl} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="statements-heading">
        <h2 id="statements-heading" className="mb-1 text-xl font-bold text-gray-900">
          {t('statementsHeading')}
        </h2>
        <p className="mb-3 text-sm text-gray-700">{t('statementsIntro')}</p>
        {overview.statements.length === 0 ? (
          <p className="text-gray-700">{t('noStatements')}</p>
        ) : (
          <ul className="space-y-3">
            {overview.statements.map((s) => (
              <li key={`${s.financialYear}-${s.test}`} className={`${CARD} flex flex-wrap items-center justify-between gap-3`}>
                <div>
                  <p className="font-semibold text-gray-900">{t(s.test ? 'statementTest' : 'statementYear', { year: s.financialYear })}</p>
                  <p className="text-sm text-gray-700">{t('statementGifts', { count: s.gifts, total: formatInr(s.totalPaise) })}</p>
                </div>
                <a href={s.url} className={LINK} data-testid="statement-download">
                  {t('download', { year: s.financialYear })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
