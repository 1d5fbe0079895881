'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import type { CartViewLine } from '@/lib/domain/cart-view';
import { formatInr } from '@/lib/domain/money';
import { removeCartLineAction, updateCartLineAction } from '@/lib/actions/cart';
import { useCartForm } from './cart-context';
import { FALLBACK_PRODUCT_IMAGE } from '@/lib/domain/catalog';
import { QuantityStepper } from './quantity-stepper';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCodedText } from '@/lib/i18n/use-coded-text';

/** One cart line: image (or the fallback), name, category, unit price, stepper, line total, remove. */
export function CartLine({ line, compact = false }: { line: CartViewLine; compact?: boolean }) {
  const t = useTranslations('cart');
  const coded = useCodedText();
  const update = useCartForm(updateCartLineAction);
  const remove = useCartForm(removeCartLineAction);
  const busy = update.pending || remove.pending;
  const failed = [update.state, remove.state].find((s) => s?.ok === false);
  const href = `/shop/product/${line.productId}`;

  return (
    <li className="flex gap-4 py-4">
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:h-24 sm:w-24"
      >
        <Image src={line.image || FALLBACK_PRODUCT_IMAGE} alt="" fill sizes="96px" className="object-cover" unoptimized />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link href={href} className="line-clamp-2 font-semibold text-gray-900 hover:text-brand-700">
              {line.name}
            </Link>
            <p className="text-xs uppercase tracking-wide text-gray-500">{line.categoryName}</p>
          </div>
          <p className="shrink-0 font-semibold text-gray-900" aria-label={t('lineTotal', { name: line.name })}>
            {formatInr(line.lineTotalPaise)}
          </p>
        </div>
        <p className="text-sm text-gray-600">{t('each', { price: formatInr(line.unitPricePaise) })}</p>
        {line.stockProblem && <p className="text-sm font-medium text-red-700">{coded.error(line.stockProblem)}</p>}
        <div className="mt-1 flex items-center justify-between gap-2">
          <form action={update.dispatch}>
            <LocaleField />
            <input type="hidden" name="item_id" value={line.id} />
            <QuantityStepper quantity={line.quantity} max={Math.max(line.quantity, line.stock)} busy={busy} name={line.name} />
          </form>
          <form action={remove.dispatch}>
            <LocaleField />
            <input type="hidden" name="item_id" value={line.id} />
            <SubmitButton
              variant="danger-text"
              size="text"
              pending={remove.pending}
              disabled={busy}
              aria-label={t('removeName', { name: line.name })}
            >
              {t('remove')}
            </SubmitButton>
          </form>
        </div>
        {failed && (
          <p role="alert" className={`text-sm text-red-700 ${compact ? '' : 'mt-1'}`}>
            {coded.error(failed.error)}
          </p>
        )}
      </div>
    </li>
  );
}
