import 'server-only';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { cartItems, carts, productCategories, products } from '@/db/schema';
import { lineProblem } from '@/lib/domain/cart-view';
import { englishText } from '@/lib/i18n/english';
import { paiseToRupees } from '@/lib/domain/money';
import { taxableOf } from '@/lib/domain/gst';
import { priceOrder, type Totals } from '@/lib/domain/pricing';
import type { AddToCartInput } from '@/lib/domain/validation/cart';
import type { Cart, CartItem, CartProduct, CartSummary } from '@/lib/domain/wire/cart';
import { absoluteUrl } from '@/lib/server/platform';
import { fail, invalid } from '@/lib/domain/errors';
import { productImagePath } from '@/lib/server/catalog';

export type CartLine = {
  id: number;
  productId: number;
  quantity: number;
  name: string;
  /** The price shown, GST included. */
  pricePaise: number;
  /** The product's GST rate (percent): the cart's tax estimate uses it. */
  gstRate: number;
  stock: number;
  status: string;
  category: string;
  categoryName: string;
  /** The office's Hindi names, where entered (the site's Hindi pages show them; /api stays English). */
  nameHi: string | null;
  categoryNameHi: string | null;
  image: string;
};

/** The wire's stock_message: the line's problem in the contract's English, or null. */
function stockMessage(line: Parameters<typeof lineProblem>[0]): string | null {
  const problem = lineProblem(line);
  return problem && englishText(problem);
}

/** 'Only 3 items available in stock' (or out of stock): the 400 every cart write answers. */
function notInStock(stock: number) {
  return fail(stock <= 0 ? 'cart.out_of_stock' : 'cart.only_available', { available: stock });
}

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  name: products.name,
  pricePaise: products.pricePaise,
  gstRate: products.gstRate,
  stock: products.stock,
  status: products.status,
  category: productCategories.slug,
  categoryName: productCategories.name,
  nameHi: products.nameHi,
  categoryNameHi: productCategories.nameHi,
  imageFileId: products.imageFileId,
  imageUrl: products.imageUrl,
};

export async function cartLines(db: DbOrTx, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
  return rows.map(({ imageFileId, imageUrl, ...r }) => ({ ...r, image: absoluteUrl(productImagePath({ imageFileId, imageUrl })) }));
}

function lineWire(l: CartLine): CartItem {
  const product: CartProduct = {
    id: l.productId,
    name: l.name,
    price: paiseToRupees(taxableOf(l.pricePaise, l.gstRate)),
    price_incl_gst: paiseToRupees(l.pricePaise),
    image: l.image,
    category: l.category,
    category_name: l.categoryName,
    stock_quantity: l.stock,
  };
  return {
    id: l.id,
    product_id: l.productId,
    quantity: l.quantity,
    price: paiseToRupees(taxableOf(l.pricePaise, l.gstRate)),
    total: paiseToRupees(taxableOf(l.pricePaise, l.gstRate) * l.quantity),
    price_incl_gst: paiseToRupees(l.pricePaise),
    total_incl_gst: paiseToRupees(l.pricePaise * l.quantity),
    available: lineProblem(l) === null,
    stock_message: stockMessage(l),
    product,
  };
}

export function totalsWire(t: Totals): CartSummary {
  return {
    subtotal: paiseToRupees(t.subtotal),
    shipping_amount: paiseToRupees(t.shipping),
    tax_amount: paiseToRupees(t.tax),
    // subtotal + shipping + tax − discount + cod_fee = total; a free-shipping coupon shows as shipping_discount.
    discount_amount: paiseToRupees(t.discount),
    shipping_discount: paiseToRupees(t.shippingWaived),
    cod_fee: paiseToRupees(t.codFee),
    total_amount: paiseToRupees(t.total),
  };
}

/** The cart as the wire shows it, with the pricing module's estimate (the same figures as checkout). */
export async function getCart(caller: Caller): Promise<Cart> {
  const { userId } = requireSignedIn(caller);
  const db = await getDb();
  const lines = await cartLines(db, userId);
  const totals = priceOrder({ lines: lines.map((l) => ({ unitPriceInclGst: l.pricePaise, quantity: l.quantity, gstRate: l.gstRate })) });
  return {
    items: lines.map(lineWire),
    items_count: lines.reduce((n, l) => n + l.quantity, 0),
    total_amount: paiseToRupees(totals.subtotal),
    summary: totalsWire(totals),
  };
}

export async function cartCount(caller: Caller): Promise<number> {
  const { userId } = requireSignedIn(caller);
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return row?.n ?? 0;
}

async function cartIdFor(db: DbOrTx, userId: number): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row.id;
}

/** Adds to the line of that product (one line per product); the resulting quantity may not pass the stock. */
export async function addToCart(caller: Caller, input: AddToCartInput) {
  const { userId } = requireSignedIn(caller);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, stock: products.stock, status: products.status })
      .from(products)
      .where(eq(products.id, input.product_id));
    if (!product || product.status !== 'active') throw invalid({ product_id: [{ code: 'cart.product_unavailable' }] });
    const cartId = await cartIdFor(tx, userId);
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, productId: product.id, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + ${input.quantity}`, updatedAt: sql`now()` },
      })
      .returning({ quantity: cartItems.quantity });
    if (line.quantity > product.stock) throw notInStock(product.stock);
  });
  return getCart(caller);
}

/** The line, if it exists; 403 when it belongs to someone else's cart. */
async function ownLine(db: DbOrTx, userId: number, itemId: number) {
  const [row] = await db
    .select({ id: cartItems.id, ownerId: carts.userId, productId: cartItems.productId, stock: products.stock })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.id, itemId));
  if (!row) throw fail('cart.item_not_found');
  if (row.ownerId !== userId) throw fail('cart.item_forbidden');
  return row;
}

export async function updateCartItem(caller: Caller, itemId: number, quantity: number) {
  const { userId } = requireSignedIn(caller);
  const db = await getDb();
  const line = await ownLine(db, userId, itemId);
  if (quantity > line.stock) throw notInStock(line.stock);
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
  return getCart(caller);
}

export async function removeCartItem(caller: Caller, itemId: number) {
  const { userId } = requireSignedIn(caller);
  const db = await getDb();
  const line = await ownLine(db, userId, itemId);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
  return getCart(caller);
}

/** Empties the caller's cart. */
export async function clearCart(caller: Caller): Promise<void> {
  const { userId } = requireSignedIn(caller);
  await emptyCartOf(await getDb(), userId);
}

/**
 * A step of a caller-checked write (placing or settling an order): empties the buyer's cart inside that
 * write's transaction.
 */
export async function emptyCartOf(tx: DbOrTx, userId: number): Promise<void> {
  // One statement, so it joins the batch of the order that emptied the cart (orders/place.ts).
  await tx.delete(cartItems).where(inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))));
}
