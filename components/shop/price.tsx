import { useTranslations } from 'next-intl';
import { rupeesToPaise, formatInr } from '@/lib/domain/money';

/** ₹ price with the struck original price when discounted. Wire prices are rupees. */
export function Price({ price, originalPrice, size = 'md' }: { price: number; originalPrice: number | null; size?: 'md' | 'lg' }) {
  const t = useTranslations('product');
  const showOriginal = originalPrice !== null && originalPrice > price;
  return (
    <p className="flex items-baseline gap-2">
      <span className={`${size === 'lg' ? 'text-3xl' : 'text-lg'} font-bold text-gray-900`}>{formatInr(rupeesToPaise(price))}</span>
      {showOriginal && (
        <s className="text-sm text-gray-500">
          <span className="sr-only">{t('originalPrice')}</span>
          {formatInr(rupeesToPaise(originalPrice))}
        </s>
      )}
    </p>
  );
}
