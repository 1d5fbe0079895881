import { couponQuote } from '@/app/api/coupons/_coupon-quote';

export const { GET, POST, PUT, PATCH, DELETE } = couponQuote;
