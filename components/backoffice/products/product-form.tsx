'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { buttonClass } from '@/components/ui/button';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useState } from 'react';
import { saveProduct } from '@/lib/actions/products';
import { EDITABLE_PRODUCT_STATUSES, productCreateSchema, productUpdateSchema } from '@/lib/domain/validation/product-admin';
import { uploadProblem } from '@/lib/domain/uploads';
import { GST_RATES } from '@/lib/domain/gst';
import type { AdminWireProduct } from '@/lib/domain/wire/catalog';
import { fieldErrorsOf, type FieldErrors } from '@/lib/domain/errors';
import { INPUT } from '@/components/backoffice/ui';
import { FieldRefusal as FieldError, ResultNotice } from '@/components/backoffice/result-notice';

type Errors = FieldErrors;

/**
 * The one product form for add and edit (prefilled). Checks in the browser with the same schema the server
 * uses, then saves through a server action; on success it shows the message and returns to the list.
 */
export function ProductForm({
  product,
  categories,
  listHref,
  returnAfterMs,
}: {
  product?: AdminWireProduct;
  categories: { slug: string; name: string }[];
  listHref: string;
  returnAfterMs: number;
}) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(saveProduct, null);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<string | null>(product?.image_path ?? null);
  const errors: Errors = { ...(state?.fieldErrors ?? {}), ...clientErrors };

  useEffect(() => {
    if (!state?.ok) return;
    // Back to the list once the message was read; the write already expired the catalogue tags on the server.
    const t = setTimeout(() => router.push(listHref), returnAfterMs);
    return () => clearTimeout(t);
  }, [state, listHref, returnAfterMs, router]);

  const validate = (form: HTMLFormElement): Errors => {
    const data = new FormData(form);
    const fields = Object.fromEntries(
      [
        'name',
        'description',
        'name_hi',
        'description_hi',
        'price',
        'price_includes_gst',
        'category',
        'stock_quantity',
        'sku',
        'status',
        'gst_rate',
        'hsn_code',
      ].map((k) => [k, String(data.get(k) ?? '')]),
    );
    const result = (product ? productUpdateSchema : productCreateSchema).safeParse(fields);
    const found: Errors = {};
    if (!result.success) for (const [key, list] of Object.entries(fieldErrorsOf(result.error))) found[key.split('.')[0]] ??= list;
    const file = data.get('image');
    if (file instanceof File && file.size > 0) {
      const problem = uploadProblem(file);
      if (problem) found.image = [{ code: problem === 'type' ? 'product_form.image_type' : 'product_form.image_size' }];
    } else if (!product) found.image = [{ code: 'product_form.image' }];
    return found;
  };

  const field = (name: string) => ({
    id: `product-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `product-${name}-error` : undefined,
  });

  return (
    <form
      action={formAction}
      noValidate
      onSubmit={(e) => {
        // Submitting by hand keeps the typed values when the server refuses (a form action would reset them).
        e.preventDefault();
        const found = validate(e.currentTarget);
        setClientErrors(found);
        if (Object.keys(found).length) return;
        const data = new FormData(e.currentTarget);
        startTransition(() => formAction(data));
      }}
      className="max-w-3xl space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {product && <input type="hidden" name="id" value={product.id} />}
      <ResultNotice result={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="product-name" className="block text-sm font-medium text-gray-700">
            Product name *
          </label>
          <input {...field('name')} defaultValue={product?.name} className={`${INPUT} mt-1`} />
          <FieldError id="product-name" errors={errors.name} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="product-description" className="block text-sm font-medium text-gray-700">
            Description
          </label>
          <textarea {...field('description')} rows={4} defaultValue={product?.description} className={`${INPUT} mt-1`} />
          <FieldError id="product-description" errors={errors.description} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="product-name_hi" className="block text-sm font-medium text-gray-700">
            Name (Hindi)
          </label>
          <input {...field('name_hi')} lang="hi" defaultValue={product?.name_hi ?? ''} className={`${INPUT} mt-1`} />
          <FieldError id="product-name_hi" errors={errors.name_hi} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="product-description_hi" className="block text-sm font-medium text-gray-700">
            Description (Hindi)
          </label>
          <textarea
            {...field('description_hi')}
            lang="hi"
            rows={4}
            defaultValue={product?.description_hi ?? ''}
            className={`${INPUT} mt-1`}
          />
          <p className="mt-1 text-xs text-gray-500">Optional: the Hindi pages (/hi) show the English text where these are empty.</p>
          <FieldError id="product-description_hi" errors={errors.description_hi} />
        </div>
        <div>
          <label htmlFor="product-price" className="block text-sm font-medium text-gray-700">
            Price incl. GST (₹) *
          </label>
          {/* The office enters the price shoppers see and pay; invoices work the taxable value back from it. */}
          <input type="hidden" name="price_includes_gst" value="true" />
          <input
            {...field('price')}
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            defaultValue={product?.price_incl_gst}
            aria-describedby={errors.price ? 'product-price-error product-price-hint' : 'product-price-hint'}
            className={`${INPUT} mt-1`}
          />
          <p id="product-price-hint" className="mt-1 text-xs text-gray-500">
            What shoppers see and pay for the item, GST included.
          </p>
          <FieldError id="product-price" errors={errors.price} />
        </div>
        <div>
          <label htmlFor="product-stock_quantity" className="block text-sm font-medium text-gray-700">
            Stock quantity *
          </label>
          <input
            {...field('stock_quantity')}
            type="number"
            step="1"
            min="0"
            inputMode="numeric"
            defaultValue={product?.stock_quantity ?? 0}
            className={`${INPUT} mt-1`}
          />
          <FieldError id="product-stock_quantity" errors={errors.stock_quantity} />
        </div>
        <div>
          <label htmlFor="product-category" className="block text-sm font-medium text-gray-700">
            Category *
          </label>
          <select {...field('category')} defaultValue={product?.category ?? ''} className={`${INPUT} mt-1`}>
            <option value="">Select a category</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="product-category" errors={errors.category} />
        </div>
        <div>
          <label htmlFor="product-status" className="block text-sm font-medium text-gray-700">
            Status
          </label>
          <select
            {...field('status')}
            defaultValue={product?.status === 'archived' ? 'inactive' : (product?.status ?? 'active')}
            className={`${INPUT} mt-1 capitalize`}
          >
            {EDITABLE_PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
          <FieldError id="product-status" errors={errors.status} />
        </div>
        <div>
          <label htmlFor="product-sku" className="block text-sm font-medium text-gray-700">
            SKU
          </label>
          <input {...field('sku')} defaultValue={product?.sku ?? ''} className={`${INPUT} mt-1`} />
          <FieldError id="product-sku" errors={errors.sku} />
        </div>
        <div>
          <label htmlFor="product-gst_rate" className="block text-sm font-medium text-gray-700">
            GST rate
          </label>
          <select {...field('gst_rate')} defaultValue={product ? String(product.gst_rate) : ''} className={`${INPUT} mt-1`}>
            {!product && <option value="">The category&rsquo;s rate</option>}
            {GST_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r}%
              </option>
            ))}
          </select>
          <FieldError id="product-gst_rate" errors={errors.gst_rate} />
        </div>
        <div>
          <label htmlFor="product-hsn_code" className="block text-sm font-medium text-gray-700">
            HSN code
          </label>
          <input
            {...field('hsn_code')}
            inputMode="numeric"
            placeholder="e.g. 6913"
            defaultValue={product?.hsn_code ?? ''}
            className={`${INPUT} mt-1`}
          />
          <FieldError id="product-hsn_code" errors={errors.hsn_code} />
        </div>
        <div>
          <label htmlFor="product-image" className="block text-sm font-medium text-gray-700">
            Product image {product ? '' : '*'}
          </label>
          <input
            {...field('image')}
            type="file"
            accept="image/*"
            className="mt-1 block w-full text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setPreview(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : (product?.image_path ?? null));
            }}
          />
          <p className="mt-1 text-xs text-gray-500">JPEG, PNG, GIF or WebP, less than 5MB.</p>
          <FieldError id="product-image" errors={errors.image} />
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {preview && <img src={preview} alt="Selected product image" className="h-32 w-32 rounded-lg border object-cover" />}
      </div>
      <div className="flex gap-2">
        <SubmitButton size="md" pending={pending} disabled={state?.ok} pendingText="Saving…">
          {product ? 'Update Product' : 'Add Product'}
        </SubmitButton>
        <Link href={listHref} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
