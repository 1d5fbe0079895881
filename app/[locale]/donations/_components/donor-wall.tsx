import { getTranslations } from 'next-intl/server';
import { CAUSES } from '@/lib/domain/donations';
import type { Locale } from '@/lib/i18n/routing';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { guestCaller } from '@/lib/server/accounts';
import { donorStats, listDonors } from '@/lib/server/donations';

/** Public donor wall: the same data as GET /api/donations/donors (names and amounts as donors chose, causes; nothing personal). */
export async function DonorWall({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'donations' });
  const form = await getTranslations({ locale, namespace: 'donationForm' });
  let data: [Awaited<ReturnType<typeof donorStats>>, Awaited<ReturnType<typeof listDonors>>];
  try {
    data = await Promise.all([donorStats(guestCaller()), listDonors(guestCaller(), { page: 1, per_page: 12, search: '' })]);
  } catch (error) {
    console.error('[donor wall]', error);
    return <p className="text-sm text-gray-600">{t('wallError')}</p>;
  }
  const [stats, { data: items }] = data;
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          [t('wallDonors'), stats.total_donors.toLocaleString('en-IN')],
          [t('wallDonations'), stats.total_donations.toLocaleString('en-IN')],
          [t('wallRaised'), formatInr(rupeesToPaise(stats.total_amount), { whole: true })],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-brand-50 p-4 text-center">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      {items.length === 0 ? (
        <p className="mt-6 text-center text-gray-600">{t('wallEmpty')}</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((d) => (
            <li key={d.unique_id} className="rounded-xl border border-gray-200 p-4">
              <p className="font-semibold text-gray-900">{d.name}</p>
              <p className="text-sm text-gray-600">
                {d.total_amount !== null && <>{formatInr(rupeesToPaise(d.total_amount), { whole: true })} · </>}
                {t('donationCount', { count: d.donation_count })}
              </p>
              <p className="mt-1 flex flex-wrap gap-1">
                {Object.keys(d.causes).map((code) => (
                  <span
                    key={code}
                    title={CAUSES.some((c) => c.code === code) ? form(`causes.${code}.label`) : undefined}
                    className="rounded-full bg-leaf-50 px-2 py-0.5 text-xs text-leaf-800"
                  >
                    {code}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
