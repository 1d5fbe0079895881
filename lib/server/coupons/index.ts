// Coupons in the back-office: create, edit, deactivate, list and usage history (staff only). Applying a
// coupon to an order lives in orders/.
export { couponUsageHistory, createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './admin';
