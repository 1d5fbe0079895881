import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { guestCaller } from '@/lib/server/accounts';
import { getPublicProduct } from '@/lib/server/catalog';
import type { Locale } from '@/lib/i18n/routing';

/** The product of this URL in its language, once per request (metadata and page share it); 404 when not public. */
export const loadProduct = cache(async (rawId: string, locale: Locale) => {
  const id = productIdSchema.safeParse(rawId);
  const product = id.success ? await getPublicProduct(guestCaller(), id.data, locale) : null;
  if (!product) notFound();
  return product;
});
