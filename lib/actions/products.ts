'use server';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { recordId } from '@/lib/domain/validation/fields';
import {
  productBulkDeleteSchema,
  productBulkStatusSchema,
  productCreateSchema,
  productUpdateSchema,
  type EditableProductStatus,
} from '@/lib/domain/validation/product-admin';
import { bulkDeleteProducts, createProduct, deleteProduct, setProductsStatus, updateProduct } from '@/lib/server/catalog';
import { checkedUpload } from '@/lib/server/files';
import { invalid } from '@/lib/domain/errors';
import { runAction, type ActionResult } from './run-action';

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : undefined;
};

/** Add or edit (id set) from the one product form; the image file is optional on edit. */
export async function saveProduct(_prev: ActionResult<{ id: number }> | null, form: FormData): Promise<ActionResult<{ id: number }>> {
  const id = Number(text(form, 'id') ?? 0);
  const input = {
    name: text(form, 'name'),
    description: text(form, 'description') ?? '',
    name_hi: text(form, 'name_hi'),
    description_hi: text(form, 'description_hi'),
    price: text(form, 'price'),
    // The form's price is the one shoppers see (GST included).
    price_includes_gst: text(form, 'price_includes_gst'),
    category: text(form, 'category'),
    stock_quantity: text(form, 'stock_quantity'),
    sku: text(form, 'sku'),
    status: text(form, 'status') || 'active',
    gst_rate: text(form, 'gst_rate'),
    hsn_code: text(form, 'hsn_code'),
  };
  const image = form.get('image');
  if (id) {
    return runAction({
      roles: STAFF_ROLES,
      schema: productUpdateSchema,
      input,
      fallback: 'product_admin.update_failed',
      run: async (caller, fields) => {
        const product = await updateProduct(caller, id, fields, (await checkedUpload(image, 'image')) ?? undefined);
        return { notice: { code: 'product_admin.updated' }, data: { id: product.id } };
      },
    });
  }
  return runAction({
    roles: STAFF_ROLES,
    schema: productCreateSchema,
    input,
    fallback: 'product_admin.create_failed',
    run: async (caller, fields) => {
      const upload = await checkedUpload(image, 'image');
      if (!upload) throw invalid({ image: [{ code: 'product_form.image' }] });
      const product = await createProduct(caller, fields, upload);
      return { notice: { code: 'product_admin.created' }, data: { id: product.id } };
    },
  });
}

export async function removeProduct(id: number): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    schema: recordId,
    input: id,
    fallback: 'product_admin.delete_failed',
    refresh: true,
    run: async (caller, productId) => {
      const result = await deleteProduct(caller, productId);
      return { notice: { code: result.archived ? 'product_admin.archived' : 'product_admin.deleted' } };
    },
  });
}

export async function removeProducts(ids: number[]): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    schema: productBulkDeleteSchema,
    input: { ids },
    fallback: 'product_admin.bulk_delete_failed',
    refresh: true,
    run: async (caller, input) => {
      const result = await bulkDeleteProducts(caller, input.ids);
      return { notice: { code: 'product_admin.bulk_deleted', params: { count: result.deleted.length + result.archived.length } } };
    },
  });
}

export async function changeProductsStatus(ids: number[], status: EditableProductStatus): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    schema: productBulkStatusSchema,
    input: { ids, status },
    fallback: 'product_admin.status_failed',
    refresh: true,
    run: async (caller, input) => {
      const updated = await setProductsStatus(caller, input.ids, input.status);
      return { notice: { code: 'product_admin.bulk_status', params: { count: updated.length, status: input.status } } };
    },
  });
}
