import 'server-only';
import { getDb } from '@/db';
import { lineProblem, type CartView } from '@/lib/domain/cart-view';
import { localizedText, type ContentLocale } from '@/lib/domain/localized';
import { priceOrder } from '@/lib/domain/pricing';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { cartLines } from './cart';

/**
 * The caller's own cart for the site's pages and actions, in paise, with the checkout's estimate; product
 * and category names in the page's language (English where the office entered no translation).
 */
export async function cartView(caller: Caller, locale: ContentLocale): Promise<CartView> {
  const { userId } = requireSignedIn(caller);
  const lines = await cartLines(await getDb(), userId);
  const totals = priceOrder({ lines: lines.map((l) => ({ unitPriceInclGst: l.pricePaise, quantity: l.quantity, gstRate: l.gstRate })) });
  return {
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: localizedText(locale, l.name, l.nameHi),
      categoryName: localizedText(locale, l.categoryName, l.categoryNameHi),
      image: l.image,
      unitPricePaise: l.pricePaise,
      quantity: l.quantity,
      lineTotalPaise: l.pricePaise * l.quantity,
      stock: l.stock,
      available: lineProblem(l) === null,
      stockProblem: lineProblem(l),
    })),
    itemsCount: lines.reduce((n, l) => n + l.quantity, 0),
    totals,
  };
}
