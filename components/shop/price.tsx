import { useTranslations } from 'next-intl';
import { rupeesToPaise, formatInr } from '@/lib/domain/money';

/**
 * ₹ price as shoppers pay it (GST included, said beside it), with the struck original price when discounted.
 * Wire prices are rupees: pass `price_incl_gst` and `original_price_incl_gst`. The row wraps, so a long
 * "incl. GST" in Hindi never pushes a card wider than a phone.
 */
export function Price({ price, originalPrice, size = 'md' }: { price: number; originalPrice: number | null; size?: 'md' | 'lg' }) {
  const t = useTranslations('product');
  const showOriginal = originalPrice !== null && originalPrice > price;
  return (
    <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`${size === 'lg' ? 'text-3xl' : 'text-lg'} font-bold text-gray-900`}>{formatInr(rupeesToPaise(price))}</span>
      {showOriginal && (
        <s className="text-sm text-gray-500">
          <span className="sr-only">{t('originalPrice')}</span>
          {formatInr(rupeesToPaise(originalPrice))}
        </s>
      )}
      <span className="text-xs text-gray-600">{t('inclGst')}</span>
    </p>
  );
}
