import 'server-only';
import { sendBackInStockMails } from './back-in-stock';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { files, orderItems, productCategories, products } from '@/db/schema';
import { rupeesToPaise } from '@/lib/domain/money';
import { inclusivePriceFrom } from '@/lib/domain/gst';
import type { EditableProductStatus, ProductCreateInput, ProductUpdateInput } from '@/lib/domain/validation/product-admin';
import { recordAudit, appUrl } from '@/lib/server/platform';
import { requireStaff, type Caller, type SignedInCaller } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { storeFile, type CheckedUpload } from '@/lib/server/files';
import { fail, invalid } from '@/lib/domain/errors';
import type { AdminWireProduct } from '@/lib/domain/wire/catalog';
import { loadProductRow, toAdminWireProduct } from './product-admin-view';

// Product writes for the back-office: staff only, checked here whoever calls. Every write records an audit
// entry with before and after in its transaction.

type Columns = Partial<typeof products.$inferInsert>;

type CategoryDefaults = { id: number; defaultGstRate: number; defaultHsnCode: string | null };

async function categoryFor(db: DbOrTx, value: string): Promise<CategoryDefaults> {
  const [row] = await db
    .select({
      id: productCategories.id,
      defaultGstRate: productCategories.defaultGstRate,
      defaultHsnCode: productCategories.defaultHsnCode,
    })
    .from(productCategories)
    .where(sql`lower(${productCategories.slug}) = lower(${value}) or lower(${productCategories.name}) = lower(${value})`)
    .limit(1);
  if (!row) throw invalid({ category: [{ code: 'field.selected_invalid', params: { label: 'category' } }] });
  return row;
}

/** Our own uploads are referenced by file id (served from /api/files/{id}); other URLs are kept as given. */
async function imageColumns(db: DbOrTx, image: string | null): Promise<Pick<Columns, 'imageFileId' | 'imageUrl'>> {
  if (!image) return { imageFileId: null, imageUrl: null };
  const local = image.startsWith(appUrl()) ? image.slice(appUrl().length) : image;
  const match = /^\/api\/files\/(\d+)$/.exec(local);
  if (!match) return { imageFileId: null, imageUrl: local };
  const [file] = await db
    .select({ mime: files.mime })
    .from(files)
    .where(eq(files.id, Number(match[1])));
  if (!file || !file.mime.startsWith('image/')) throw invalid({ image: [{ code: 'product.image_missing' }] });
  return { imageFileId: Number(match[1]), imageUrl: null };
}

/**
 * The stored (shown, GST-included) price of a price someone sent, at the rate the product will carry: the
 * office's form sends the shown price (`price_includes_gst`), a /api client the pre-tax one.
 */
function shownPrice(input: ProductUpdateInput, rupees: number, rate: number) {
  return inclusivePriceFrom(rupeesToPaise(rupees), rate, input.price_includes_gst === true);
}

/** `rate`: the GST rate the product carries after this write (sent, else its current or its category's). */
async function toColumns(db: DbOrTx, input: ProductUpdateInput, rate: number): Promise<Columns> {
  const c: Columns = {};
  if (input.name !== undefined) c.name = input.name;
  if (input.description !== undefined) c.description = input.description;
  if (input.name_hi !== undefined) c.nameHi = input.name_hi;
  if (input.description_hi !== undefined) c.descriptionHi = input.description_hi;
  if (input.price !== undefined) c.pricePaise = shownPrice(input, input.price, rate);
  if (input.category !== undefined) c.categoryId = (await categoryFor(db, input.category)).id;
  if (input.stock_quantity !== undefined) c.stock = input.stock_quantity;
  if (input.sku !== undefined) c.sku = input.sku;
  if (input.status !== undefined) c.status = input.status;
  if (input.image !== undefined) Object.assign(c, await imageColumns(db, input.image));
  if (input.images !== undefined) c.images = input.images;
  if (input.original_price !== undefined)
    c.originalPricePaise = input.original_price == null ? null : shownPrice(input, input.original_price, rate);
  if (input.discount_percentage !== undefined) c.discountPercentage = input.discount_percentage;
  if (input.gst_rate !== undefined) c.gstRate = input.gst_rate;
  if (input.hsn_code !== undefined) c.hsnCode = input.hsn_code;
  return c;
}

async function assertSkuFree(db: DbOrTx, sku: string | null | undefined, exceptId?: number) {
  if (!sku) return;
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(eq(products.sku, sku), ne(products.id, exceptId)) : eq(products.sku, sku));
  if (clash) throw invalid({ sku: [{ code: 'field.taken', params: { label: 'sku' } }] });
}

async function storeUpload(db: DbOrTx, upload: CheckedUpload | undefined, actor: SignedInCaller): Promise<Columns> {
  if (!upload) return {};
  const file = await storeFile(db, { ...upload, originalName: upload.name, purpose: 'product', uploadedBy: actor.userId });
  return { imageFileId: file.id, imageUrl: null };
}

export async function createProduct(caller: Caller, input: ProductCreateInput, upload?: CheckedUpload): Promise<AdminWireProduct> {
  const actor = requireStaff(caller);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await assertSkuFree(tx, input.sku);
    // A new product starts with its category's GST rate and HSN code unless the office sent its own.
    const category = await categoryFor(tx, input.category);
    const rate = input.gst_rate ?? Number(category.defaultGstRate);
    const values = { ...(await toColumns(tx, input, rate)), ...(await storeUpload(tx, upload, actor)) };
    const [inserted] = await tx
      .insert(products)
      .values({
        gstRate: category.defaultGstRate,
        ...values,
        hsnCode: values.hsnCode ?? category.defaultHsnCode,
        name: input.name,
        pricePaise: shownPrice(input, input.price, rate),
        categoryId: values.categoryId!,
        createdBy: actor.userId,
      })
      .returning();
    await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: inserted.id, after: inserted, ip: actor.ip });
    return loadProductRow(tx, inserted.id);
  });
  await expireAfter('product.create', { productIds: [row!.id] });
  return toAdminWireProduct(row!);
}

/** Applies only the fields that were sent; unchanged fields are left alone and absent from the audit. */
export async function updateProduct(caller: Caller, id: number, input: ProductUpdateInput, upload?: CheckedUpload) {
  const actor = requireStaff(caller);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw fail('product_admin.not_found');
    if (input.sku !== undefined) await assertSkuFree(tx, input.sku, id);
    // A rate changed alone keeps the shown price (the office sets what shoppers pay); a pre-tax price sent
    // with it gets the new rate's GST.
    const rate = input.gst_rate ?? Number(before.gstRate);
    const changes = { ...(await toColumns(tx, input, rate)), ...(await storeUpload(tx, upload, actor)) };
    const changed = Object.fromEntries(
      Object.entries(changes).filter(([k, v]) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(v)),
    ) as Columns;
    if (Object.keys(changed).length > 0) {
      await tx.update(products).set(changed).where(eq(products.id, id));
      const was = Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof before]]));
      await recordAudit(tx, actor, {
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        before: was,
        after: changed,
        ip: actor.ip,
      });
      if (changed.stock !== undefined) await sendBackInStockMails(tx, id, before.stock, changed.stock);
    }
    return loadProductRow(tx, id);
  });
  await expireAfter('product.edit', { productIds: [id] });
  return toAdminWireProduct(row!);
}

/**
 * Deletes a product, unless an order refers to it: then it is archived (hidden everywhere, kept for the
 * order history, its name and price already copied into the order items).
 */
async function removeOne(tx: DbOrTx, id: number, actor: SignedInCaller): Promise<'deleted' | 'archived' | 'missing'> {
  const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) return 'missing';
  const [used] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
  if (used) {
    await tx.update(products).set({ status: 'archived' }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: 'product.archive',
      entityType: 'product',
      entityId: id,
      before: { status: before.status },
      after: { status: 'archived' },
      ip: actor.ip,
    });
    return 'archived';
  }
  await tx.delete(products).where(eq(products.id, id));
  await recordAudit(tx, actor, { action: 'product.delete', entityType: 'product', entityId: id, before, ip: actor.ip });
  return 'deleted';
}

export async function deleteProduct(caller: Caller, id: number): Promise<{ id: number; archived: boolean }> {
  const actor = requireStaff(caller);
  const db = await getDb();
  const outcome = await db.transaction((tx) => removeOne(tx, id, actor));
  if (outcome === 'missing') throw fail('product_admin.not_found');
  await expireAfter('product.delete', { productIds: [id] });
  return { id, archived: outcome === 'archived' };
}

export async function bulkDeleteProducts(caller: Caller, ids: number[]) {
  const actor = requireStaff(caller);
  const db = await getDb();
  const unique = [...new Set(ids)];
  const outcomes = await db.transaction(async (tx) => {
    const result: Record<'deleted' | 'archived' | 'missing', number[]> = { deleted: [], archived: [], missing: [] };
    for (const id of unique) result[await removeOne(tx, id, actor)].push(id);
    return result;
  });
  await expireAfter('product.delete', { productIds: unique });
  return { deleted: outcomes.deleted, archived: outcomes.archived, not_found: outcomes.missing };
}

/** Sets the status of products (archived ones stay archived: they are deleted products). */
export async function setProductsStatus(caller: Caller, ids: number[], status: EditableProductStatus): Promise<number[]> {
  const actor = requireStaff(caller);
  const db = await getDb();
  const unique = [...new Set(ids)];
  const updated = await db.transaction(async (tx) => {
    const before = await tx
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(and(inArray(products.id, unique), ne(products.status, 'archived')));
    if (before.length === 0) return [];
    const rows = await tx
      .update(products)
      .set({ status })
      .where(
        inArray(
          products.id,
          before.map((b) => b.id),
        ),
      )
      .returning({ id: products.id });
    for (const b of before) {
      await recordAudit(tx, actor, {
        action: 'product.status',
        entityType: 'product',
        entityId: b.id,
        before: { status: b.status },
        after: { status },
        ip: actor.ip,
      });
    }
    return rows.map((r) => r.id);
  });
  await expireAfter('product.status', { productIds: updated });
  return updated;
}

export async function setProductStatus(caller: Caller, id: number, status: EditableProductStatus) {
  requireStaff(caller);
  const updated = await setProductsStatus(caller, [id], status);
  if (updated.length === 0) throw fail('product_admin.not_found');
  const db = await getDb();
  return toAdminWireProduct((await loadProductRow(db, id))!);
}

/** Stock set by staff (a count after a stock-take): an absolute value, audited with the old one. */
export async function setProductStock(caller: Caller, id: number, stock: number) {
  const actor = requireStaff(caller);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id)).for('update');
    if (!before) throw fail('product_admin.not_found');
    await tx.update(products).set({ stock }).where(eq(products.id, id));
    await recordAudit(tx, actor, { action: 'product.stock', entityType: 'product', entityId: id, before, after: { stock }, ip: actor.ip });
    await sendBackInStockMails(tx, id, before.stock, stock);
    return { id, stock_quantity: stock, stock, previous_stock: before.stock };
  });
  await expireAfter('stock.setByStaff', { stock: [{ productId: id, before: result.previous_stock, after: stock }] });
  return result;
}
