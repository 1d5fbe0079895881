'use server';
import { revalidatePath } from 'next/cache';
import { STAFF_ROLES } from '@/lib/domain/roles';
import {
  EDITABLE_PRODUCT_STATUSES,
  productBulkDeleteSchema,
  productCreateSchema,
  productUpdateSchema,
  type EditableProductStatus,
} from '@/lib/domain/validation/product-admin';
import { actionActor } from '@/lib/server/accounts';
import { bulkDeleteProducts, createProduct, deleteProduct, setProductsStatus, updateProduct } from '@/lib/server/catalog';
import { fieldError, parseOr422 } from '@/lib/server/http';
import { checkedUpload } from '@/lib/server/files';
import { failed, type ActionResult } from './action-result';

function revalidateCatalog() {
  revalidatePath('/admin', 'layout');
  revalidatePath('/manager', 'layout');
  revalidatePath('/shop', 'layout');
}

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : undefined;
};

/** Add or edit (id set) from the one product form; the image file is optional on edit. */
export async function saveProduct(_prev: ActionResult<{ id: number }> | null, form: FormData): Promise<ActionResult<{ id: number }>> {
  const id = Number(text(form, 'id') ?? 0);
  try {
    const actor = await actionActor(STAFF_ROLES);
    const fields = {
      name: text(form, 'name'),
      description: text(form, 'description') ?? '',
      price: text(form, 'price'),
      category: text(form, 'category'),
      stock_quantity: text(form, 'stock_quantity'),
      sku: text(form, 'sku'),
      status: text(form, 'status') || 'active',
    };
    const upload = (await checkedUpload(form.get('image'), 'image')) ?? undefined;
    if (id) {
      const product = await updateProduct(id, parseOr422(productUpdateSchema, fields), actor, upload);
      revalidateCatalog();
      return { ok: true, message: 'Product updated successfully', data: { id: product.id } };
    }
    const input = parseOr422(productCreateSchema, fields);
    if (!upload) throw fieldError('image', 'Product image is required');
    const product = await createProduct(input, actor, upload);
    revalidateCatalog();
    return { ok: true, message: 'Product created successfully', data: { id: product.id } };
  } catch (error) {
    return failed(error, id ? 'Failed to update product' : 'Failed to create product');
  }
}

export async function removeProduct(id: number): Promise<ActionResult> {
  try {
    const result = await deleteProduct(id, await actionActor(STAFF_ROLES));
    revalidateCatalog();
    return { ok: true, message: result.archived ? 'Product archived: it appears in past orders.' : 'Product deleted successfully' };
  } catch (error) {
    return failed(error, 'Failed to delete product');
  }
}

export async function removeProducts(ids: number[]): Promise<ActionResult> {
  try {
    const input = parseOr422(productBulkDeleteSchema, { ids });
    const result = await bulkDeleteProducts(input.ids, await actionActor(STAFF_ROLES));
    revalidateCatalog();
    return { ok: true, message: `${result.deleted.length + result.archived.length} product(s) deleted` };
  } catch (error) {
    return failed(error, 'Failed to delete products');
  }
}

export async function changeProductsStatus(ids: number[], status: EditableProductStatus): Promise<ActionResult> {
  try {
    if (!EDITABLE_PRODUCT_STATUSES.includes(status)) throw fieldError('status', 'Unknown status');
    const updated = await setProductsStatus(ids, status, await actionActor(STAFF_ROLES));
    revalidateCatalog();
    return { ok: true, message: `${updated.length} product(s) set to ${status}` };
  } catch (error) {
    return failed(error, 'Failed to update product status');
  }
}
