import { getTranslations } from 'next-intl/server';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import type { WireCampaign } from '@/lib/domain/wire/campaigns';

/** The goal meter: a progressbar with its value in words, the sum raised of the goal, donors and days left. */
export async function GoalMeter({ campaign, locale }: { campaign: WireCampaign; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'campaign' });
  const rupees = (n: number) => formatInr(rupeesToPaise(n), { whole: true });
  const percent = campaign.progress_percent;
  const valueText = t('meterText', { percent });
  const days = campaign.ended
    ? t('endedShort', { date: formatIstDate(campaign.ends_on) })
    : campaign.days_left === 1
      ? t('lastDay')
      : t('daysLeft', { count: campaign.days_left });
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <p className="text-2xl font-bold text-gray-900" data-testid="campaign-raised">
        {t('raisedOf', { raised: rupees(campaign.raised_amount), goal: rupees(campaign.goal_amount) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('meterLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-leaf-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm font-medium text-gray-800">{valueText}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <li className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-gray-900" data-testid="campaign-donors">
          {t('donors', { count: campaign.donors_count })}
        </li>
        <li className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-gray-900" data-testid="campaign-days">
          {days}
        </li>
      </ul>
    </div>
  );
}
