import type { CouponType } from '@/lib/domain/coupons';

const DAY = 24 * 60 * 60 * 1000;

export type SeedCoupon = {
  code: string;
  name: string;
  description: string;
  type: CouponType;
  value: number;
  minimumAmountPaise: number;
  maximumDiscountPaise: number | null;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  usedCount: number;
  startsAt: Date | null;
  expiresAt: Date | null;
};

/** One coupon of every kind the checkout knows, plus an expired and a used-up one. */
export function seedCoupons(now = new Date()): SeedCoupon[] {
  const inDays = (d: number) => new Date(now.getTime() + d * DAY);
  return [
    {
      code: 'WELCOME10',
      name: 'Welcome 10%',
      description: '10% off orders above ₹300, up to ₹200',
      type: 'percentage',
      value: 1000,
      minimumAmountPaise: 30000,
      maximumDiscountPaise: 20000,
      usageLimit: 1000,
      usageLimitPerUser: 1,
      usedCount: 0,
      startsAt: inDays(-30),
      expiresAt: inDays(365),
    },
    {
      code: 'FLAT100',
      name: 'Flat ₹100 off',
      description: '₹100 off orders above ₹500',
      type: 'fixed',
      value: 10000,
      minimumAmountPaise: 50000,
      maximumDiscountPaise: null,
      usageLimit: null,
      usageLimitPerUser: 3,
      usedCount: 0,
      startsAt: null,
      expiresAt: inDays(365),
    },
    {
      code: 'FREESHIP',
      name: 'Free shipping',
      description: 'Free shipping on any order',
      type: 'free_shipping',
      value: 0,
      minimumAmountPaise: 0,
      maximumDiscountPaise: null,
      usageLimit: null,
      usageLimitPerUser: null,
      usedCount: 0,
      startsAt: null,
      expiresAt: null,
    },
    {
      code: 'DIWALI25',
      name: 'Diwali 25%',
      description: 'Festive offer that has ended',
      type: 'percentage',
      value: 2500,
      minimumAmountPaise: 0,
      maximumDiscountPaise: 50000,
      usageLimit: null,
      usageLimitPerUser: null,
      usedCount: 0,
      startsAt: inDays(-60),
      expiresAt: inDays(-1),
    },
    {
      code: 'FIRST50',
      name: 'First fifty',
      description: 'Limited offer, all used up',
      type: 'fixed',
      value: 5000,
      minimumAmountPaise: 0,
      maximumDiscountPaise: null,
      usageLimit: 50,
      usageLimitPerUser: 1,
      usedCount: 50,
      startsAt: null,
      expiresAt: inDays(365),
    },
  ];
}
