'use client';

import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/domain/action-result';
import { ResultNotice } from '@/components/backoffice/result-notice';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { useCallback, useState } from 'react';
import { removeCoupon } from '@/lib/actions/coupons';
import { describeCouponValue } from '@/lib/domain/validation/coupon-form';
import type { WireCoupon } from '@/lib/domain/wire/coupons';
import { ConfirmAction } from '@/components/backoffice/confirm-action';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, Notice, DataTable } from '@/components/backoffice/ui';
import { CouponForm } from './coupon-form';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDateTime } from '@/lib/domain/dates';
import { ROW_FOCUS_FALLBACK, rowFocusKey, useRowFocus } from '@/components/ui/use-row-focus';

type Usage = { id: number; order_number: string; email: string; customer_name: string | null; discount_amount: number; used_at: string };
function state(c: WireCoupon): { label: string; cls: string } {
  if (!c.is_active) return { label: 'Inactive', cls: 'bg-gray-200 text-gray-700' };
  if (c.expires_at && new Date(c.expires_at) <= new Date()) return { label: 'Expired', cls: 'bg-red-100 text-red-800' };
  if (c.usage_limit != null && c.used_count >= c.usage_limit) return { label: 'Used up', cls: 'bg-yellow-100 text-yellow-800' };
  return { label: 'Active', cls: 'bg-green-100 text-green-800' };
}

/** A coupon's last 50 uses, read from GET /api/coupons/{id}/usage-history (a read: no server action). */
async function readHistory(id: number): Promise<Usage[]> {
  const res = await fetch(`/api/coupons/${id}/usage-history?per_page=50`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  const body = (await res.json()) as { success?: boolean; data?: { data: Usage[] } };
  if (!res.ok || !body.success || !body.data) throw new Error('history not read');
  return body.data.data;
}

export function CouponManager({ coupons, startOpen }: { coupons: WireCoupon[]; startOpen: boolean }) {
  const [editing, setEditing] = useState<WireCoupon | 'new' | null>(startOpen ? 'new' : null);
  const [notice, setNotice] = useState<ActionResult<unknown> | null>(null);
  const coded = useCodedText();
  const [history, setHistory] = useState<{ coupon: WireCoupon; rows: Usage[] | null; failed?: true } | null>(null);
  // A deleted coupon leaves the list: focus goes to the next coupon's first control, or the empty state.
  const rowsBox = useRowFocus(coupons.map((c) => c.id));

  const saved = useCallback((result: ActionResult<unknown>) => {
    setEditing(null);
    setNotice(result);
  }, []);

  const openHistory = (coupon: WireCoupon) => {
    setHistory({ coupon, rows: null });
    const answer = (shown: { rows: Usage[]; failed?: true }) => setHistory((h) => (h?.coupon.id === coupon.id ? { coupon, ...shown } : h));
    readHistory(coupon.id).then(
      (rows) => answer({ rows }),
      () => answer({ rows: [], failed: true }),
    );
  };

  return (
    <div ref={rowsBox} className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>Create Coupon</Button>
      </div>
      <ResultNotice result={notice} />
      {coupons.length === 0 ? (
        <EmptyState {...ROW_FOCUS_FALLBACK}>No coupons yet.</EmptyState>
      ) : (
        <DataTable label="Coupons" columns={['Code', 'Name', 'Discount', 'Used', 'Expires', 'Status', 'Actions']}>
          {coupons.map((c) => {
            const s = state(c);
            return (
              <tr key={c.id} {...rowFocusKey(c.id)}>
                <td data-label="Code" className="px-3 py-2 font-mono font-semibold">
                  {c.code}
                </td>
                <td data-label="Name" className="px-3 py-2">
                  {c.name}
                </td>
                <td data-label="Discount" className="px-3 py-2">
                  {describeCouponValue(c)}
                  {c.minimum_amount > 0 ? ` · min ${formatInr(rupeesToPaise(c.minimum_amount))}` : ''}
                </td>
                <td data-label="Used" className="px-3 py-2">
                  {c.used_count}
                  {c.usage_limit ? ` / ${c.usage_limit}` : ''}
                </td>
                <td data-label="Expires" className="px-3 py-2">
                  {c.expires_at ? formatIstDateTime(c.expires_at) : '—'}
                </td>
                <td data-label="Status" className="px-3 py-2">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${s.cls}`}>{s.label}</span>
                </td>
                <td data-label="Actions" className="px-3 py-2">
                  <div className="flex gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
                      Edit
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => openHistory(c)} aria-label={`Usage history of ${c.code}`}>
                      History
                    </Button>
                    <ConfirmAction
                      label="Delete"
                      title="Delete coupon"
                      question={`Delete coupon ${c.code}?`}
                      action={() => removeCoupon(c.id)}
                      onDone={setNotice}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}

      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Create Coupon' : 'Edit Coupon'}
        placement="wide"
      >
        {editing !== null && (
          <CouponForm
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? undefined : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>

      <Dialog
        open={history !== null}
        onOpenChange={(o) => !o && setHistory(null)}
        title={`Usage history${history ? ` of ${history.coupon.code}` : ''}`}
        placement="wide"
      >
        {history?.rows === null ? (
          <p role="status">Loading...</p>
        ) : history?.failed ? (
          <Notice kind="error">{coded.error({ code: 'coupon_admin.load_failed' })}</Notice>
        ) : history?.rows?.length ? (
          <ul className="divide-y divide-gray-100 text-sm">
            {history.rows.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{u.order_number}</span>
                <span>{u.customer_name ?? u.email}</span>
                <span>{formatInr(rupeesToPaise(u.discount_amount))}</span>
                <span className="text-gray-500">{formatIstDateTime(u.used_at)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>This coupon has not been used yet.</EmptyState>
        )}
      </Dialog>
    </div>
  );
}
