import type { CouponType } from '@/lib/domain/coupons';

/** A coupon as the back-office and /api/coupons show it: value in rupees (fixed) or percent, dates ISO. */
export type WireCoupon = {
  id: number;
  code: string;
  name: string;
  description: string | null;
  type: CouponType;
  value: number;
  minimum_amount: number;
  maximum_discount: number | null;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  used_count: number;
  starts_at: string | null;
  expires_at: string | null;
  is_active: boolean;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};
