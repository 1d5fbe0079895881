import Form from 'next/form';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import type { TrackedOrder as Tracked } from '@/lib/domain/wire/orders';
import type { ActionResult } from '@/lib/domain/action-result';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { ShipmentDetails } from '@/components/orders/shipment-details';
import { TrackButton } from './track-button';
import { useCodedText } from '@/lib/i18n/use-coded-text';

/**
 * The tracking form is a plain GET form to /track?order=… (next/form: a client navigation with JavaScript, a
 * page load without), and the page looks the order up on the server, so Track works with JavaScript off and
 * a tracking link can be shared or bookmarked. `result` is that lookup (null before any search).
 */
export function TrackOrder({ number, result }: { number: string; result: ActionResult<Tracked> | null }) {
  const t = useTranslations('track');
  const locale = useLocale() as Locale;
  const coded = useCodedText();
  return (
    <div className="space-y-8">
      <Form action={localizedPath('/track', locale)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="order-number" className="mb-1 block text-sm font-medium text-gray-800">
            {t('orderNumber')}
          </label>
          <input
            // A new search shows the number it was for (the field is not controlled).
            key={number}
            id="order-number"
            name="order"
            defaultValue={number}
            maxLength={40}
            placeholder="ORD-2611-7KQ4ZP"
            autoCapitalize="characters"
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result && !result.ok ? 'track-error' : undefined}
            className="w-full rounded-lg border border-gray-300 px-3 py-2.5 text-sm uppercase focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <TrackButton label={t('track')} pendingLabel={t('tracking')} />
      </Form>
      <div aria-live="polite">
        {result && !result.ok && (
          <p id="track-error" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {coded.error(result.error)}
          </p>
        )}
        {result?.ok && result.data && <TrackedOrder order={result.data} />}
      </div>
    </div>
  );
}

const STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

function TrackedOrder({ order: o }: { order: Tracked }) {
  const t = useTranslations('track');
  const status = (STATUSES as readonly string[]).includes(o.status) ? t(`status.${o.status as (typeof STATUSES)[number]}`) : o.status;
  return (
    <article className="space-y-6 rounded-xl border border-gray-200 bg-white p-5" aria-label={t('order', { number: o.order_number })}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-gray-600">{t('orderNumber')}</p>
          <p className="text-lg font-bold text-gray-900">{o.order_number}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold capitalize ${o.status === 'delivered' ? 'bg-leaf-100 text-leaf-800' : 'bg-gray-100 text-gray-800'}`}
          data-testid="order-status"
        >
          {status}
        </p>
        <div className="text-right">
          <p className="text-sm text-gray-600">{t('total')}</p>
          <p className="text-lg font-bold text-gray-900">{formatInr(rupeesToPaise(o.total_amount))}</p>
        </div>
      </div>
      <ShipmentDetails shipment={o} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2">
        <div className="text-sm text-gray-700 wrap-anywhere">
          <h2 className="mb-1 font-semibold text-gray-900">{t('shippingTo')}</h2>
          <p>{o.shipping_name}</p>
          <p>{o.shipping_address}</p>
          <p>
            {o.shipping_city}, {o.shipping_state} {o.shipping_postal_code}, {o.shipping_country}
          </p>
          <p className="wrap-anywhere">{o.shipping_email}</p>
          <p>{o.shipping_phone}</p>
        </div>
        <div>
          <h2 className="mb-1 text-sm font-semibold text-gray-900">{t('items')}</h2>
          {o.items.length === 0 ? (
            <p className="text-sm text-gray-600">{t('noItems')}</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm">
              {o.items.map((i, n) => (
                <li key={n} className="flex justify-between gap-3 py-1.5">
                  <span className="min-w-0 wrap-anywhere">
                    {i.product_name} × {i.quantity}
                  </span>
                  <span className="shrink-0">{formatInr(rupeesToPaise(i.total_price))}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="mb-2 text-sm font-semibold text-gray-900">{t('timeline')}</h2>
          <OrderTimeline entries={o.timeline} />
        </div>
        <div>
          <h2 className="mb-2 text-sm font-semibold text-gray-900">{t('priceDetails')}</h2>
          <PriceBreakdown amounts={o} />
        </div>
      </div>
    </article>
  );
}
