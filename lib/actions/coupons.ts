'use server';
import { revalidatePath } from 'next/cache';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { couponCreateSchema, couponUpdateSchema } from '@/lib/domain/validation/coupon-form';
import { actionActor } from '@/lib/server/accounts';
import { couponUsageHistory, createCoupon, deleteCoupon, updateCoupon } from '@/lib/server/coupons';
import type { WireCoupon } from '@/lib/domain/wire/coupons';
import { parseOr422 } from '@/lib/server/http';
import { failed, type ActionResult } from './action-result';

const FIELDS = [
  'name',
  'code',
  'description',
  'type',
  'value',
  'minimum_amount',
  'maximum_discount',
  'usage_limit',
  'usage_limit_per_user',
  'starts_at',
  'expires_at',
] as const;

function revalidateCoupons() {
  revalidatePath('/admin/coupons');
  revalidatePath('/manager/coupons');
}

/** datetime-local values carry no zone: the form means India time. */
function istLocal(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return /[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value.length === 16 ? `${value}:00` : value}+05:30`;
}

export async function saveCoupon(_prev: ActionResult<WireCoupon> | null, form: FormData): Promise<ActionResult<WireCoupon>> {
  const id = Number(form.get('id') ?? 0);
  try {
    const actor = await actionActor(STAFF_ROLES);
    const raw: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? undefined]));
    raw.starts_at = istLocal(form.get('starts_at'));
    raw.expires_at = istLocal(form.get('expires_at'));
    raw.is_active = form.get('is_active') === 'on';
    const coupon = id
      ? await updateCoupon(id, parseOr422(couponUpdateSchema, raw), actor)
      : await createCoupon(parseOr422(couponCreateSchema, raw), actor);
    revalidateCoupons();
    return { ok: true, message: id ? 'Coupon updated successfully' : 'Coupon created successfully', data: coupon };
  } catch (error) {
    return failed(error, 'Failed to save coupon');
  }
}

export async function removeCoupon(id: number): Promise<ActionResult> {
  try {
    const result = await deleteCoupon(id, await actionActor(STAFF_ROLES));
    revalidateCoupons();
    return {
      ok: true,
      message: result.deactivated
        ? 'Coupon has been used in orders, so it was deactivated instead of deleted'
        : 'Coupon deleted successfully',
    };
  } catch (error) {
    return failed(error, 'Failed to delete coupon');
  }
}

export async function loadCouponHistory(id: number) {
  try {
    await actionActor(STAFF_ROLES);
    return { ok: true, message: 'OK', data: await couponUsageHistory(id, 1, 50) };
  } catch (error) {
    return failed(error, 'Failed to fetch coupons');
  }
}
