import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { foundation } from '@/lib/config/foundation';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { productIdSchema } from '@/lib/domain/validation/product-query';
import { isLocale } from '@/lib/i18n/routing';
import { guestCaller } from '@/lib/server/accounts';
import { getPublicProduct, productSharePicture } from '@/lib/server/catalog';
import { shareCardFonts } from '@/lib/server/pdf';

export const alt = 'Product photo with its name and price, from the foundation shop';
export const size = OG_SIZE;
export const contentType = 'image/png';
// Cached like the product page it belongs to (page.tsx): rendered on its first request, then served from the
// cache until the product's tags expire (its reads are tagged) or an hour passes. It was rendered on every
// request (about 100 ms and 200 KB of PNG each time a link is shared).
export const revalidate = 3600;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export default async function ProductOgImage({ params }: { params: Promise<{ id: string; locale: string }> }) {
  const { id: rawId, locale } = await params;
  const id = productIdSchema.safeParse(rawId);
  const caller = guestCaller();
  const product = id.success ? await getPublicProduct(caller, id.data, isLocale(locale) ? locale : 'en') : null;
  const fonts = await shareCardFonts();
  if (!product) return ogCard({ eyebrow: 'Shop', title: foundation.name, footer: 'Handmade crafts and gifts' }, fonts);
  return ogCard(
    {
      eyebrow: product.category_name,
      title: product.name,
      detail: formatInr(rupeesToPaise(product.price_incl_gst)),
      footer: `${foundation.name} shop`,
      picture: await productSharePicture(caller, product.image),
    },
    fonts,
  );
}
