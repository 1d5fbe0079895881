'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * A product's stock count, read in the browser from the uncached GET /api/products/{id}/stock: cached pages
 * carry only its availability (lib/domain/catalog.ts), so a sale does not re-render them. null until known
 * (or when the read fails: the server checks stock again on every add to cart and order).
 */
export function useLiveStock(productId: number, wanted = true): number | null {
  const [stock, setStock] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(`/api/products/${productId}/stock`, { signal: controller.signal, cache: 'no-store' })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { data?: { stock?: unknown } } | null) => {
        if (typeof body?.data?.stock === 'number') setStock(body.data.stock);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [productId, wanted]);
  return stock;
}

/** A card's 'Only N left' for a product with few left, once its count is known. */
export function FewLeftBadge({ productId, className }: { productId: number; className: string }) {
  const t = useTranslations('product');
  const stock = useLiveStock(productId);
  if (stock === null || stock <= 0) return null;
  return <span className={className}>{t('onlyLeft', { count: stock })}</span>;
}
