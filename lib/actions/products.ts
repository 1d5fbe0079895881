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
import { fieldError } from '@/lib/server/errors';
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
    category: text(form, 'category'),
    stock_quantity: text(form, 'stock_quantity'),
    sku: text(form, 'sku'),
    status: text(form, 'status') || 'active',
  };
  const image = form.get('image');
  if (id) {
    return runAction({
      roles: STAFF_ROLES,
      schema: productUpdateSchema,
      input,
      fallback: 'Failed to update product',
      run: async (caller, fields) => {
        const product = await updateProduct(caller, id, fields, (await checkedUpload(image, 'image')) ?? undefined);
        return { message: 'Product updated successfully', data: { id: product.id } };
      },
    });
  }
  return runAction({
    roles: STAFF_ROLES,
    schema: productCreateSchema,
    input,
    fallback: 'Failed to create product',
    run: async (caller, fields) => {
      const upload = await checkedUpload(image, 'image');
      if (!upload) throw fieldError('image', 'Product image is required');
      const product = await createProduct(caller, fields, upload);
      return { message: 'Product created successfully', data: { id: product.id } };
    },
  });
}

export async function removeProduct(id: number): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    schema: recordId,
    input: id,
    fallback: 'Failed to delete product',
    refresh: true,
    run: async (caller, productId) => {
      const result = await deleteProduct(caller, productId);
      return { message: result.archived ? 'Product archived: it appears in past orders.' : 'Product deleted successfully' };
    },
  });
}

export async function removeProducts(ids: number[]): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    schema: productBulkDeleteSchema,
    input: { ids },
    fallback: 'Failed to delete products',
    refresh: true,
    run: async (caller, input) => {
      const result = await bulkDeleteProducts(caller, input.ids);
      return { message: `${result.deleted.length + result.archived.length} product(s) deleted` };
    },
  });
}

export async function changeProductsStatus(ids: number[], status: EditableProductStatus): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    schema: productBulkStatusSchema,
    input: { ids, status },
    fallback: 'Failed to update product status',
    refresh: true,
    run: async (caller, input) => {
      const updated = await setProductsStatus(caller, input.ids, input.status);
      return { message: `${updated.length} product(s) set to ${input.status}` };
    },
  });
}
