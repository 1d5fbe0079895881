import 'server-only';
import type { orderEvents, orderItems, orders } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import { timelineOf, toWirePaymentMethod } from '@/lib/domain/order-status';
import type { WireOrder, WireOrderAmounts, WireOrderItem } from '@/lib/domain/wire/orders';
import { indianStateByCode } from '@/lib/domain/india-states';

const rupeesOrNull = (paise: number | null) => (paise == null ? null : paiseToRupees(paise));

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

function itemWire(i: OrderItemRow): WireOrderItem {
  return {
    id: i.id,
    product_id: i.productId,
    product_name: i.productName,
    sku: i.sku,
    quantity: i.quantity,
    unit_price: paiseToRupees(i.unitPricePaise),
    price: paiseToRupees(i.unitPricePaise),
    total_price: paiseToRupees(i.totalPaise),
    total: paiseToRupees(i.totalPaise),
    product: { id: i.productId, name: i.productName },
    hsn_code: i.hsnCode,
    gst_rate: i.gstRate == null ? null : Number(i.gstRate),
    taxable_value: rupeesOrNull(i.taxablePaise),
    tax_amount: rupeesOrNull(i.taxPaise),
  };
}

export function amountsWire(o: OrderRow): WireOrderAmounts {
  return {
    currency: o.currency,
    subtotal: paiseToRupees(o.subtotalPaise),
    shipping_amount: paiseToRupees(o.shippingPaise),
    tax_amount: paiseToRupees(o.taxPaise),
    discount_amount: paiseToRupees(o.discountPaise),
    cod_fee: paiseToRupees(o.codFeePaise),
    total_amount: paiseToRupees(o.totalPaise),
    cgst_amount: rupeesOrNull(o.cgstPaise),
    sgst_amount: rupeesOrNull(o.sgstPaise),
    igst_amount: rupeesOrNull(o.igstPaise),
    place_of_supply: placeOfSupplyWire(o.placeOfSupply),
    charges_tax_amount: rupeesOrNull(o.chargesTaxPaise),
  };
}

function placeOfSupplyWire(code: string | null) {
  const state = indianStateByCode(code);
  return state ? { code: state.code, name: state.name } : null;
}

/** The parcel's courier and tracking, as order and tracking answers carry them (null until the office records them). */
export function shipmentWire(o: OrderRow) {
  return { courier: o.courier, tracking_number: o.trackingNumber, tracking_url: o.trackingUrl };
}

/** The order as its owner and staff see it (tracking for strangers masks it: see tracking.ts). */
export function orderWire(o: OrderRow, items?: OrderItemRow[], events?: OrderEventRow[]): WireOrder {
  return {
    id: o.id,
    order_number: o.orderNumber,
    user_id: o.userId,
    status: o.status,
    payment_status: o.paymentStatus,
    payment_method: toWirePaymentMethod(o.paymentMethod),
    payment_mode: o.paymentMode,
    ...amountsWire(o),
    coupon_code: o.couponCode,
    shipping_name: o.shippingName,
    shipping_email: o.shippingEmail,
    shipping_phone: o.shippingPhone,
    shipping_address: o.shippingAddress,
    shipping_landmark: o.shippingLandmark,
    shipping_city: o.shippingCity,
    shipping_state: o.shippingState,
    shipping_postal_code: o.shippingPostalCode,
    shipping_country: o.shippingCountry,
    billing_name: o.billingName,
    billing_email: o.billingEmail,
    billing_phone: o.billingPhone,
    billing_address: o.billingAddress,
    billing_city: o.billingCity,
    billing_state: o.billingState,
    billing_postal_code: o.billingPostalCode,
    billing_country: o.billingCountry,
    notes: o.notes,
    buyer_gstin: o.buyerGstin,
    cancel_reason: o.cancelReason,
    ...shipmentWire(o),
    // Only on an erased buyer's invoiced order: kept for tax until this day (issue 35).
    ...(o.taxKeptUntil ? { tax_kept_until: o.taxKeptUntil } : {}),
    customer_name: o.shippingName,
    customer_email: o.shippingEmail,
    customer_phone: o.shippingPhone,
    paid_at: o.paidAt?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    ...(items ? { items: items.map(itemWire), items_count: items.reduce((n, i) => n + i.quantity, 0) } : {}),
    ...(events ? { timeline: timelineOf(o.status, events) } : {}),
  };
}
