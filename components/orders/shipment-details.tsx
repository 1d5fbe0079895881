import { useTranslations } from 'next-intl';

type Shipment = { courier: string | null; tracking_number: string | null; tracking_url: string | null };

/**
 * The courier and tracking number the office recorded when it shipped (issue 37), and the courier's own tracking
 * page; nothing before then. Shared by /track and My orders.
 */
export function ShipmentDetails({ shipment: s }: { shipment: Shipment }) {
  const t = useTranslations('orders');
  if (!s.courier && !s.tracking_number && !s.tracking_url) return null;
  return (
    <section
      className="rounded-xl border border-leaf-200 bg-leaf-50 p-4 text-sm text-gray-800"
      aria-labelledby="shipment-h"
      data-testid="shipment"
    >
      <h2 id="shipment-h" className="mb-2 font-semibold text-gray-900">
        {t('shipmentTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {s.courier && (
          <>
            <dt className="text-gray-600">{t('courier')}</dt>
            <dd className="break-words font-medium">{s.courier}</dd>
          </>
        )}
        {s.tracking_number && (
          <>
            <dt className="text-gray-600">{t('trackingNumber')}</dt>
            <dd className="break-all font-mono font-medium">{s.tracking_number}</dd>
          </>
        )}
      </dl>
      {s.tracking_url && (
        <a
          href={s.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-semibold text-brand-800 underline"
        >
          {t('followOnCourier')}
        </a>
      )}
    </section>
  );
}
