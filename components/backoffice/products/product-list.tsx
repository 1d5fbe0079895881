'use client';

import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { useState } from 'react';
import { changeProductsStatus, removeProduct, removeProducts } from '@/lib/actions/products';
import type { AdminWireProduct } from '@/lib/domain/wire/catalog';
import { ConfirmAction } from '@/components/backoffice/confirm-action';
import { EmptyState, productStatusClass, StatusBadge, DataTable } from '@/components/backoffice/ui';
import { ResultNotice } from '@/components/backoffice/result-notice';
import type { ActionResult } from '@/lib/domain/action-result';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { ROW_FOCUS_FALLBACK, rowFocusKey, useRowFocus } from '@/components/ui/use-row-focus';

type Result = ActionResult<unknown>;

export function ProductList({ products, view, editBase }: { products: AdminWireProduct[]; view: 'grid' | 'table'; editBase: string }) {
  const [selected, setSelected] = useState<number[]>([]);
  const [notice, setNotice] = useState<Result | null>(null);
  // A deleted product leaves the list: focus goes to the next product's first control, or the empty state.
  const rowsBox = useRowFocus(products.map((p) => p.id));
  const allSelected = products.length > 0 && products.every((p) => selected.includes(p.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const done = (r: Result) => {
    setNotice(r);
    if (r.ok) setSelected([]); // the list comes fresh with the action's answer
  };

  // The message of a delete that emptied the list still shows above the empty state.
  if (products.length === 0)
    return (
      <div ref={rowsBox} className="space-y-3">
        <ResultNotice result={notice} />
        <EmptyState {...ROW_FOCUS_FALLBACK}>No products found.</EmptyState>
      </div>
    );

  const rowActions = (p: AdminWireProduct) => (
    <div className="flex gap-2">
      <Link className={buttonClass({ variant: 'secondary', size: 'sm' })} href={`${editBase}/${p.id}`} aria-label={`Edit ${p.name}`}>
        Edit
      </Link>
      <ConfirmAction
        label="Delete"
        title="Delete product"
        question={`Delete “${p.name}”? A product that appears in orders is archived instead.`}
        action={() => removeProduct(p.id)}
        onDone={done}
      />
    </div>
  );

  return (
    <div ref={rowsBox} className="space-y-3">
      <ResultNotice result={notice} />
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-100 px-3 py-2">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? [] : products.map((p) => p.id))} />
          Select all
        </label>
        <span className="text-sm text-gray-600">{selected.length} selected</span>
        <div className="flex flex-wrap gap-2">
          <ConfirmAction
            disabled={!selected.length}
            label="Activate"
            title="Activate products"
            question={`Activate ${selected.length} product(s)?`}
            confirmLabel="Activate"
            action={() => changeProductsStatus(selected, 'active')}
            onDone={done}
          />
          <ConfirmAction
            disabled={!selected.length}
            label="Deactivate"
            title="Deactivate products"
            question={`Deactivate ${selected.length} product(s)? They leave the shop.`}
            confirmLabel="Deactivate"
            action={() => changeProductsStatus(selected, 'inactive')}
            onDone={done}
          />
          <ConfirmAction
            disabled={!selected.length}
            label="Delete selected"
            title="Delete products"
            question={`Delete ${selected.length} product(s)? Those that appear in orders are archived instead.`}
            action={() => removeProducts(selected)}
            onDone={done}
          />
        </div>
      </div>

      {view === 'grid' ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {products.map((p) => (
            <li key={p.id} {...rowFocusKey(p.id)} className="flex flex-col rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
              <label className="mb-2 flex items-center gap-2 text-xs text-gray-600">
                <input type="checkbox" checked={selected.includes(p.id)} onChange={() => toggle(p.id)} aria-label={`Select ${p.name}`} />{' '}
                Select
              </label>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={p.image_path} alt="" className="aspect-square w-full rounded-lg bg-gray-100 object-cover" loading="lazy" />
              <h3 className="mt-2 font-semibold text-gray-900">{p.name}</h3>
              <p className="text-sm text-gray-600">
                {p.category_name} · {formatInr(rupeesToPaise(p.price_incl_gst))} · Stock {p.stock_quantity}
              </p>
              <div className="mt-2 flex items-center justify-between">
                <StatusBadge status={p.status} className={productStatusClass(p.status)} />
                {rowActions(p)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          label="Products"
          columns={[
            <span key="select" className="sr-only">
              Select
            </span>,
            'Product',
            'Category',
            'Price',
            'Stock',
            'Status',
            'Actions',
          ]}
        >
          {products.map((p) => (
            <tr key={p.id} {...rowFocusKey(p.id)}>
              <td data-label="Select" className="px-3 py-2">
                <input type="checkbox" checked={selected.includes(p.id)} onChange={() => toggle(p.id)} aria-label={`Select ${p.name}`} />
              </td>
              <td data-label="Product" className="px-3 py-2">
                <div className="flex items-center gap-3">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={p.image_path} alt="" className="h-10 w-10 rounded object-cover" loading="lazy" />
                  <div>
                    <p className="font-medium text-gray-900">{p.name}</p>
                    {p.sku && <p className="text-xs text-gray-500">SKU {p.sku}</p>}
                  </div>
                </div>
              </td>
              <td data-label="Category" className="px-3 py-2">
                {p.category_name}
              </td>
              <td data-label="Price" className="px-3 py-2">
                {formatInr(rupeesToPaise(p.price_incl_gst))}
              </td>
              <td data-label="Stock" className="px-3 py-2">
                {p.stock_quantity}
              </td>
              <td data-label="Status" className="px-3 py-2">
                <StatusBadge status={p.status} className={productStatusClass(p.status)} />
              </td>
              <td data-label="Actions" className="px-3 py-2">
                {rowActions(p)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
