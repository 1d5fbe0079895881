'use client';

import type { TrackedOrder as Tracked } from '@/lib/domain/wire/orders';
import { useCallback, useEffect, useState } from 'react';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { trackOrderAction } from '@/lib/actions/tracking';

export function TrackOrder({ initial }: { initial: string }) {
  const [number, setNumber] = useState(initial);
  const [state, setState] = useState<{ kind: 'idle' | 'loading' } | { kind: 'error'; message: string } | { kind: 'found'; order: Tracked }>(
    { kind: 'idle' },
  );

  const track = useCallback(async (value: string) => {
    const n = value.trim();
    if (!n) {
      setState({ kind: 'error', message: 'Order number is required' });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const result = await trackOrderAction(n);
      setState(result.ok && result.data ? { kind: 'found', order: result.data as Tracked } : { kind: 'error', message: result.message });
    } catch {
      setState({ kind: 'error', message: 'Order not found' });
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initial) void track(initial);
  }, [initial, track]);

  return (
    <div className="space-y-8">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void track(number);
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
      >
        <div className="flex-1">
          <label htmlFor="order-number" className="mb-1 block text-sm font-medium text-gray-800">
            Order number
          </label>
          <input
            id="order-number"
            value={number}
            onChange={(e) => setNumber(e.target.value.toUpperCase())}
            placeholder="ORD-2611-7KQ4ZP"
            className="w-full rounded-lg border border-gray-300 px-3 py-2.5 text-sm uppercase focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <button
          type="submit"
          disabled={state.kind === 'loading'}
          className="rounded-full bg-brand-700 px-8 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-gray-300"
        >
          {state.kind === 'loading' ? 'Tracking…' : 'Track'}
        </button>
      </form>
      <div aria-live="polite">
        {state.kind === 'error' && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{state.message}</p>
        )}
        {state.kind === 'found' && <TrackedOrder order={state.order} />}
      </div>
    </div>
  );
}

function TrackedOrder({ order: o }: { order: Tracked }) {
  return (
    <article className="space-y-6 rounded-xl border border-gray-200 bg-white p-5" aria-label={`Order ${o.order_number}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-gray-600">Order number</p>
          <p className="text-lg font-bold text-gray-900">{o.order_number}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold capitalize ${o.status === 'delivered' ? 'bg-leaf-100 text-leaf-800' : 'bg-gray-100 text-gray-800'}`}
          data-testid="order-status"
        >
          {o.status}
        </p>
        <div className="text-right">
          <p className="text-sm text-gray-600">Total</p>
          <p className="text-lg font-bold text-gray-900">{formatInr(rupeesToPaise(o.total_amount))}</p>
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="text-sm text-gray-700">
          <h2 className="mb-1 font-semibold text-gray-900">Shipping to</h2>
          <p>{o.shipping_name}</p>
          <p>{o.shipping_address}</p>
          <p>
            {o.shipping_city}, {o.shipping_state} {o.shipping_postal_code}, {o.shipping_country}
          </p>
          <p>{o.shipping_email}</p>
          <p>{o.shipping_phone}</p>
        </div>
        <div>
          <h2 className="mb-1 text-sm font-semibold text-gray-900">Items</h2>
          {o.items.length === 0 ? (
            <p className="text-sm text-gray-600">No items found.</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm">
              {o.items.map((i, n) => (
                <li key={n} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {i.product_name} × {i.quantity}
                  </span>
                  <span>{formatInr(rupeesToPaise(i.total_price))}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="mb-2 text-sm font-semibold text-gray-900">Timeline</h2>
          <OrderTimeline entries={o.timeline} />
        </div>
        <div>
          <h2 className="mb-2 text-sm font-semibold text-gray-900">Price details</h2>
          <PriceBreakdown amounts={o} />
        </div>
      </div>
    </article>
  );
}
