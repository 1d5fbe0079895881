'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import type { CartItem } from '@/lib/domain/wire/cart';
import { useCart } from './cart-context';
import { FALLBACK_PRODUCT_IMAGE } from '@/lib/domain/catalog';
import { formatRupees } from '@/lib/domain/money';
import { QuantityStepper } from './quantity-stepper';

/** One cart line: image (or the fallback), name, category, unit price, stepper, line total, remove. */
export function CartLine({ item, compact = false }: { item: CartItem; compact?: boolean }) {
  const { update, remove } = useCart();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const p = item.product;

  async function act(op: () => Promise<string | null>) {
    setBusy(true);
    setError(await op());
    setBusy(false);
  }

  return (
    <li className="flex gap-4 py-4">
      <Link
        href={`/shop/product/${p.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="relative h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:h-24 sm:w-24"
      >
        <Image src={p.image || FALLBACK_PRODUCT_IMAGE} alt="" fill sizes="96px" className="object-cover" unoptimized />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link href={`/shop/product/${p.id}`} className="line-clamp-2 font-semibold text-gray-900 hover:text-brand-700">
              {p.name}
            </Link>
            <p className="text-xs uppercase tracking-wide text-gray-500">{p.category_name}</p>
          </div>
          <p className="shrink-0 font-semibold text-gray-900" aria-label={`Line total for ${p.name}`}>
            {formatRupees(item.total)}
          </p>
        </div>
        <p className="text-sm text-gray-600">{formatRupees(item.price)} each</p>
        {item.stock_message && <p className="text-sm font-medium text-red-700">{item.stock_message}</p>}
        <div className="mt-1 flex items-center justify-between gap-2">
          <QuantityStepper
            quantity={item.quantity}
            max={Math.max(item.quantity, p.stock_quantity)}
            busy={busy}
            name={p.name}
            onChange={(q) => act(() => update(item.id, q))}
          />
          <button
            type="button"
            onClick={() => act(() => remove(item.id))}
            disabled={busy}
            className="text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
            aria-label={`Remove ${p.name}`}
          >
            Remove
          </button>
        </div>
        {error && (
          <p role="alert" className={`text-sm text-red-700 ${compact ? '' : 'mt-1'}`}>
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
